/** Where Track Your Order lives (its forms post here; the proof cookie is sent only here). */
export const TRACK_PATH = '/pages/track-order';
