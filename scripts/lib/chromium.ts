/** Debian's Chromium and the flags it needs on this closed network (tests, audit, screenshots). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's mobile screen (412×823 at DPR 1.75) and CPU slowdown (4×), for measurements in a page. */
export const PHONE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
export const PHONE_CPU_SLOWDOWN = 4;
