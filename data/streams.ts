import { art } from './artwork';
import type { StreamCard, TopStreamer } from './types';

export const streamCards: readonly StreamCard[] = [
  {
    imageUrl: art('stream-night-circuit'),
    streamCaption: 'Glasswing Run: chasing a clean lap on the night circuit',
    streamerPicture: art('avatar-novakestrel'),
    streamerName: 'NovaKestrel',
  },
  {
    imageUrl: art('stream-orbit-siege'),
    streamCaption: 'Orbital Bloom: holding three moons with one fleet',
    streamerPicture: art('avatar-pixelmarauder'),
    streamerName: 'PixelMarauder',
  },
  {
    imageUrl: art('stream-rooftop-duel'),
    streamCaption: 'Neon Vanguard: rooftop duels until sunrise',
    streamerPicture: art('avatar-quietronin'),
    streamerName: 'QuietRonin',
  },
  {
    imageUrl: art('stream-frost-camp'),
    streamCaption: 'Ember Tundra: day 40 of the frost camp',
    streamerPicture: art('avatar-lunabyte'),
    streamerName: 'LunaByte',
  },
  {
    imageUrl: art('stream-ranked-finals'),
    streamCaption: 'Pulse Arena: ranked finals, viewers pick my loadout',
    streamerPicture: art('avatar-echovandal'),
    streamerName: 'EchoVandal',
  },
  {
    imageUrl: art('stream-comet-chase'),
    streamCaption: 'Hollow Comet: blind run through the outer belt',
    streamerPicture: art('avatar-sableflux'),
    streamerName: 'SableFlux',
  },
  {
    imageUrl: art('stream-harbour-lights'),
    streamCaption: 'Circuit Saints: harbour district squad night',
    streamerPicture: art('avatar-byteharbor'),
    streamerName: 'ByteHarbor',
  },
  {
    imageUrl: art('stream-dune-sprint'),
    streamCaption: 'Glasswing Run: dune sprint time trials',
    streamerPicture: art('avatar-cinderwisp'),
    streamerName: 'CinderWisp',
  },
];

export const topStreamers: readonly TopStreamer[] = [
  { streamrImage: art('avatar-quietronin'), streamrNumber: '01', streamerName: 'QuietRonin' },
  { streamrImage: art('avatar-novakestrel'), streamrNumber: '02', streamerName: 'NovaKestrel' },
  { streamrImage: art('avatar-echovandal'), streamrNumber: '03', streamerName: 'EchoVandal' },
  { streamrImage: art('avatar-lunabyte'), streamrNumber: '04', streamerName: 'LunaByte' },
  { streamrImage: art('avatar-byteharbor'), streamrNumber: '05', streamerName: 'ByteHarbor' },
];
