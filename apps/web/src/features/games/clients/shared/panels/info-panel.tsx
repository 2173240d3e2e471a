import type { ReactNode } from 'react';
import type { GameInfo } from '@app/games/game-info';
import './panels.css';

/** Rules and the return to player of the game module. */
export function InfoPanel({ info, extra }: { info: GameInfo; extra?: ReactNode }) {
  return (
    <div className="gc-panel">
      <div className="gc-rtp">
        <span className="gc-rtp__label">Return to player</span>
        <strong className="gc-rtp__value">{info.rtp}</strong>
        <span className="gc-rtp__method">
          {info.rtpMethod === 'exact'
            ? 'Exact, computed from the game’s tables'
            : 'Measured by simulating basic strategy'}
        </span>
      </div>
      {extra}
      <h3 className="gc-panel__heading">How to play {info.name}</h3>
      <ul className="gc-rules">
        {info.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
