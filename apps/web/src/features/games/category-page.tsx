import { Link, useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { GridIcon } from '../../components/icons';
import { PATHS } from '../../lib/paths';

export function CategoryPage() {
  const { subCategoryName = '' } = useParams();
  return (
    <PlaceholderPage
      title={subCategoryName}
      description={`Every game in ${subCategoryName} will be listed here soon.`}
      icon={<GridIcon size={32} />}
    >
      <Link className="btn btn--ghost" to={PATHS.home}>
        Back to Lobby
      </Link>
    </PlaceholderPage>
  );
}
