import { Link } from 'react-router';
import { Logo } from '../components/logo';
import { PATHS } from '../lib/paths';
import { openModal } from '../lib/ui-store';

/** Top bar for visitors: the logo, Login and Register. */
export function GuestBar({ scrolled }: { scrolled: boolean }) {
  return (
    <header className={scrolled ? 'guest-bar scrolled' : 'guest-bar'}>
      <div className="guest-bar__inner">
        <Link to={PATHS.home} className="guest-bar__brand" aria-label="Lobby">
          <Logo />
        </Link>
        <div className="guest-bar__actions">
          <button type="button" className="btn btn--ghost" onClick={() => openModal('login')}>
            Login
          </button>
          <button type="button" className="btn btn--primary" onClick={() => openModal('signup')}>
            Register
          </button>
        </div>
      </div>
    </header>
  );
}
