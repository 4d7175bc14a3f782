// Field names follow the specification's entity table exactly (it is the data
// contract), including its odd spellings: `dataAdded`, `streamrImage`, `streamrNumber`.

export type PopularGame = {
  readonly name: string;
  readonly type: string;
  readonly imgUrl: string;
};

export type LibraryGame = {
  readonly imgUrl: string;
  readonly gameName: string;
  readonly gameType: string;
  /** dd/mm/yyyy */
  readonly dataAdded: string;
  /** Hours and minutes, e.g. "34 h 12 min". */
  readonly hoursPlayed: string;
  readonly isDownload: boolean;
};

export type FeaturedGame = {
  readonly imageUrl: string;
  readonly gameName: string;
};

export type ProfileTip = {
  readonly imageUrl: string;
  readonly instruction: string;
  readonly explain: string;
};

export type StreamCard = {
  readonly imageUrl: string;
  readonly streamCaption: string;
  readonly streamerPicture: string;
  readonly streamerName: string;
};

export type TopStreamer = {
  readonly streamrImage: string;
  /** Two-digit rank text, "01" to "05". */
  readonly streamrNumber: string;
  readonly streamerName: string;
};
