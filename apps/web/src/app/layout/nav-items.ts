import { CirclePlay, ClipboardList, FileText, LayoutDashboard, Lightbulb, MessageSquare, Settings, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export const navItems: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard },
  { label: 'Chats', to: '/chats', icon: MessageSquare },
  { label: 'Claim Status', to: '/claim-status', icon: ClipboardList },
  { label: 'Template Store', to: '/template-store', icon: FileText },
  { label: 'How to use', to: '/vedio', icon: CirclePlay },
  { label: 'Claim Tips & Tricks', to: '/tips&tricks', icon: Lightbulb },
  { label: 'Settings', to: '/settings', icon: Settings },
];
