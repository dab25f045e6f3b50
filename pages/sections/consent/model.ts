export interface ConsentBannerData {
  /** No choice stored yet: the banner shows. */
  ask: boolean;
  /** Analytics allowed: the tracker script is added. */
  analytics: boolean;
  /** Marketing allowed too: the tracker may send ad ids (the Kwai pixel). */
  marketing: boolean;
  /** Where the banner's form comes back to after the choice. */
  returnTo: string;
}
