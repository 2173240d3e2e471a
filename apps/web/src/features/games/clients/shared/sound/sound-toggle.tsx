import { SoundOffIcon, SoundOnIcon } from '../frame-icons';
import { playSound } from './sound-engine';
import { soundPreference } from './sound-preference';
import { useSoundOn } from './use-sound';

/** The game's sound on/off switch; the choice is remembered in localStorage. */
export function SoundToggle() {
  const on = useSoundOn();
  return (
    <button
      type="button"
      className="gc-toolbar__button gc-toolbar__button--icon"
      aria-pressed={on}
      aria-label="Sound"
      title={on ? 'Sound on' : 'Sound off'}
      onClick={() => {
        soundPreference.setOn(!on);
        if (!on) playSound('click');
      }}
    >
      {on ? <SoundOnIcon /> : <SoundOffIcon />}
    </button>
  );
}
