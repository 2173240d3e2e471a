import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';

export const COMING_SOON_VIDEO = '/media/coming-soon.mp4';

/** SPEC §2: a looping muted video; the heading keeps the page clear without the file. */
export function ComingSoonPage() {
  const [videoFailed, setVideoFailed] = useState(false);
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      {!videoFailed && (
        <video
          className="coming-soon__video"
          autoPlay
          loop
          muted
          playsInline
          aria-hidden="true"
          onError={() => setVideoFailed(true)}
        >
          <source src={COMING_SOON_VIDEO} type="video/mp4" onError={() => setVideoFailed(true)} />
        </video>
      )}
      <div className="coming-soon__content">
        <h1 id="coming-soon-title" className="coming-soon__title">
          Coming Soon
        </h1>
        <p className="coming-soon__text">Something exciting is on its way. Stay tuned!</p>
        <Link className="btn btn--primary btn--lg" to={PATHS.home}>
          Back to Lobby
        </Link>
      </div>
    </section>
  );
}
