// The web app manifest (what a phone or desktop installs): names, icons at the sizes launchers ask
// for (rendered by scripts/make-app-icons.ts), the dark theme's colours (the app's default; the page's
// theme-color meta follows the person's chosen theme once it runs), shortcuts and the share target.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { SHARE_PATH } from '../../src/shared/pages.ts';

export const ANY_ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
export const MASKABLE_ICON_SIZES = [192, 512];

export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Pennyflow',
  short_name: 'Pennyflow',
  description: 'Plan a monthly budget, log money in and out, and see where your money went.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#0b1020',
  theme_color: '#0b1020',
  categories: ['finance', 'productivity'],
  icons: [
    ...ANY_ICON_SIZES.map((size) => ({
      src: `/icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
    ...MASKABLE_ICON_SIZES.map((size) => ({
      src: `/icons/maskable-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    })),
  ],
  shortcuts: [
    {
      name: 'Add Transaction',
      short_name: 'Add',
      description: 'Log money coming in or going out',
      url: '/transactions?add=expense',
      icons: [{ src: '/icons/shortcut-add.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Spend Breakdown',
      short_name: 'Breakdown',
      description: 'Break a bank statement down into categories',
      url: '/ai-chat',
      icons: [{ src: '/icons/shortcut-breakdown.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
  share_target: {
    action: SHARE_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [
        {
          name: 'file',
          accept: ['application/pdf', '.pdf', 'image/*', 'text/plain', 'text/csv', '.csv', '.txt'],
        },
      ],
    },
  },
};
