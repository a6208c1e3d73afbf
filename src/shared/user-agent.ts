// A short user-agent reader: the browser and the system a session or a security event came from,
// in words a person recognises ('Chrome', 'Windows'). It only names what it is sure of; anything
// else is 'Unknown browser' or 'Unknown system'. Order matters: Edge, Opera and Samsung Internet
// also say 'Chrome', and Chrome also says 'Safari'.

export interface DeviceDescription {
  browser: string;
  system: string;
}

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_SYSTEM = 'Unknown system';

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\b(?:Headless)?Chrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(?:MSIE |Trident\/)/, 'Internet Explorer'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Names the browser and system of a User-Agent header (null or empty: both unknown). */
export function parseUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? UNKNOWN_BROWSER,
    system: SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? UNKNOWN_SYSTEM,
  };
}

/** 'Chrome on Windows'; 'Chrome' or 'A browser on Windows' when one half is unknown. */
export function describeDevice(device: DeviceDescription): string {
  const hasBrowser = device.browser !== UNKNOWN_BROWSER;
  const hasSystem = device.system !== UNKNOWN_SYSTEM;
  if (hasBrowser && hasSystem) return `${device.browser} on ${device.system}`;
  if (hasBrowser) return device.browser;
  if (hasSystem) return `A browser on ${device.system}`;
  return 'An unknown device';
}
