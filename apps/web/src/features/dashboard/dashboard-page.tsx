import { ClipboardList, FileText, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { displayName } from '../../lib/user-display';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';

const shortcuts = [
  { to: '/chats', label: 'Ask the assistant', text: 'Draft a reply to your adjuster or a letter.', icon: MessageSquare },
  { to: '/claim-status', label: 'Claim status', text: 'See the claims you have submitted.', icon: ClipboardList },
  { to: '/template-store', label: 'Templates', text: 'Ready-made letters for every step.', icon: FileText },
];

export function DashboardPage() {
  const user = useAppSelector(selectUser);
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Welcome, {displayName(user)}</h2>
      <p className="mt-2 text-slate-600">Pick up where you left off with your claim.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {shortcuts.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="block h-full rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
              <Card className="h-full transition-shadow hover:shadow-lg">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <p className="mt-4 font-semibold text-slate-900">{label}</p>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
