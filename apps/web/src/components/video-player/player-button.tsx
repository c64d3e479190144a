import type { ReactNode } from 'react';

interface PlayerButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
}

export function PlayerButton({ label, onClick, children }: PlayerButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-white hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      {children}
    </button>
  );
}
