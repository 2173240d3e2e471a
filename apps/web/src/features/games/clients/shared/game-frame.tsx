import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { GameInfo } from '@app/games/game-info';
import { Modal } from '../../../../components/modal';
import type { LaunchedGameInfo } from './client-props';
import { FairIcon, HistoryIcon, InfoIcon } from './frame-icons';
import type { RoundVerifier } from './round-verifier';
import { SoundToggle } from './sound/sound-toggle';
import './game-frame.css';

const FairnessPanel = lazy(async () => ({
  default: (await import('./panels/fairness-panel')).FairnessPanel,
}));
const HistoryPanel = lazy(async () => ({
  default: (await import('./panels/history-panel')).HistoryPanel,
}));
const InfoPanel = lazy(async () => ({
  default: (await import('./panels/info-panel')).InfoPanel,
}));

type PanelName = 'fairness' | 'history' | 'info';

const PANEL_TITLES: Record<PanelName, string> = {
  fairness: 'Fairness',
  history: 'History',
  info: 'Game Info',
};

interface GameFrameProps {
  readonly game: LaunchedGameInfo;
  /** Rules and RTP from the game module. */
  readonly info: GameInfo;
  /** Recomputes one of this game's rounds in the browser (History → Verify). */
  readonly verify: RoundVerifier;
  /** The game's own look: e.g. 'gc--slot gc-theme--pharaoh'. */
  readonly className: string;
  /** Shown above the rules in the Info panel (paytables). */
  readonly infoExtra?: ReactNode;
  readonly children: ReactNode;
}

function PanelLoading() {
  return (
    <div className="gc-panel__loading" role="status">
      <span className="gc-spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}

/**
 * Everything a game shares around its table: the sound switch, and the
 * Fairness, History (with in-browser verification) and Info panels, each an
 * accessible dialog whose code loads when it first opens.
 */
export function GameFrame({ game, info, verify, className, infoExtra, children }: GameFrameProps) {
  const [panel, setPanel] = useState<PanelName | null>(null);
  const close = () => setPanel(null);

  const toolbarButton = (name: PanelName, label: string, icon: ReactNode) => (
    <button
      type="button"
      className="gc-toolbar__button"
      aria-haspopup="dialog"
      onClick={() => setPanel(name)}
    >
      {icon}
      <span>{label}</span>
    </button>
  );

  return (
    <div className={`gc ${className}`}>
      {children}
      <div className="gc-toolbar" role="toolbar" aria-label="Game options">
        <SoundToggle />
        <div className="gc-toolbar__group">
          {toolbarButton('fairness', 'Fairness', <FairIcon />)}
          {toolbarButton('history', 'History', <HistoryIcon />)}
          {toolbarButton('info', 'Info', <InfoIcon />)}
        </div>
      </div>
      {(Object.keys(PANEL_TITLES) as PanelName[]).map((name) => (
        <Modal
          key={name}
          open={panel === name}
          title={PANEL_TITLES[name]}
          onClose={close}
          variant="wide"
          className="gc-modal"
        >
          {panel === name && (
            <Suspense fallback={<PanelLoading />}>
              {name === 'fairness' && <FairnessPanel />}
              {name === 'history' && <HistoryPanel game={game} verify={verify} />}
              {name === 'info' && <InfoPanel info={info} extra={infoExtra} />}
            </Suspense>
          )}
        </Modal>
      ))}
    </div>
  );
}
