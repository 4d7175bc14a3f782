import { localContent } from './content';

// The profile screen and the browse screen's how-to-start tips (data/content/profile.json).
/** The how-to-start steps (spec §3: go to your profile, press the live stream button, you are live). */
export const profileTips = () => localContent().profile.tips;
export const player = () => localContent().profile.player;
