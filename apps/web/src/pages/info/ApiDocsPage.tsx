import { InfoPage } from '../../components/InfoPage.tsx';

export default function ApiDocsPage() {
  return <InfoPage page="api" />;
}
