import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { GridIcon } from '../../components/icons';

export function GamePlayPage() {
  const { gameId } = useParams();
  return (
    <PlaceholderPage
      title="Game"
      description={`Game ${gameId ?? ''} will load and be played here.`}
      icon={<GridIcon size={32} />}
    />
  );
}
