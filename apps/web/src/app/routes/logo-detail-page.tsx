import { useParams } from 'react-router';
import { LogoDetailView } from '../../features/catalog/components/logo-detail-view.tsx';

export function LogoDetailPage() {
  const { id = '' } = useParams();
  // A new id starts a fresh view (selected image, hover states).
  return <LogoDetailView key={id} id={id} />;
}
