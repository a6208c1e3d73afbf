// Page-view batch limits, free of zod so the tracker on public pages stays light.
export const PAGE_VIEW_BATCH_MAX = 25;
export const PAGE_VIEW_REFERRER_MAX = 500;
