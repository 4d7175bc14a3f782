import { art } from './artwork';
import type { ProfileTip } from './types';

/** The three how-to-start steps (spec §3): go to your profile, press the live stream button, you are live. */
export const profileTips: readonly ProfileTip[] = [
  {
    imageUrl: art('tip-profile'),
    instruction: 'Go To Your Profile',
    explain:
      'Tap the avatar in the top bar to open your profile, where every streaming control lives.',
  },
  {
    imageUrl: art('tip-button'),
    instruction: 'Press The Live Stream Button',
    explain: 'Pick a game from your library, check your title, then press Start Live Stream.',
  },
  {
    imageUrl: art('tip-live'),
    instruction: 'You Are Live',
    explain: 'Your channel is on air. Say hello to the first viewers and keep an eye on the chat.',
  },
];

export const player = {
  name: 'Mira Solenne',
  handle: '@mirasolenne',
  status: 'Offline',
  picture: art('avatar-profile'),
  goLiveHint: "You Haven't Gone Live yet. Go Live By Touching The Button Below.",
} as const;
