/** Spec 2.14 and 9: skip 15 s, volume step 0.1, controls hide after 3 s without mouse movement. */
export const SKIP_SECONDS = 15;
export const VOLUME_STEP = 0.1;
export const CONTROLS_HIDE_MS = 3000;
