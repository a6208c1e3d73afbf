// The service worker registration module vite-plugin-pwa provides (virtual:pwa-register/react).
/// <reference types="vite-plugin-pwa/react" />
