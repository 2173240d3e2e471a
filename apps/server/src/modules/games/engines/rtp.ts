import type { GameInfo } from '@app/games/game-info';
import type { TheoreticalRtp } from './engine';

/** A game module's info panel figure as an engine's theoretical RTP. */
export function rtpFrom(info: GameInfo, basis: string): TheoreticalRtp {
  return { rtpBps: info.rtpBps, rtp: info.rtp, method: info.rtpMethod, basis };
}
