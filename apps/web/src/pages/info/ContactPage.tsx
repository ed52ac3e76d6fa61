import { InfoPage } from './InfoPage.tsx';

export default function ContactPage() {
  return <InfoPage page="contact" />;
}
