import { NotAvailable } from '../../../components/not-available';

// Screens of spec §2 that later releases build: each shows its name, and says so.
export default function LaterScreen({ title }: { title: string }) {
  return <NotAvailable title={title} />;
}
