import { CirclePlay, ClipboardList, FileText, LayoutDashboard, Lightbulb, MessageSquare, Settings, type LucideIcon } from 'lucide-react';

export interface NavItem {
  /** The entry's name in the common catalogue. */
  label: 'nav.dashboard' | 'nav.chats' | 'nav.claimStatus' | 'nav.templateStore' | 'nav.howToUse' | 'nav.tips' | 'nav.settings';
  to: string;
  icon: LucideIcon;
}

export const navItems: NavItem[] = [
  { label: 'nav.dashboard', to: '/', icon: LayoutDashboard },
  { label: 'nav.chats', to: '/chats', icon: MessageSquare },
  { label: 'nav.claimStatus', to: '/claim-status', icon: ClipboardList },
  { label: 'nav.templateStore', to: '/template-store', icon: FileText },
  { label: 'nav.howToUse', to: '/vedio', icon: CirclePlay },
  { label: 'nav.tips', to: '/tips&tricks', icon: Lightbulb },
  { label: 'nav.settings', to: '/settings', icon: Settings },
];
