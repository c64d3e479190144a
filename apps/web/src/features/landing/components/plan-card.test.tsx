import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanCard } from './plan-card';

const essential = { id: 1, package_type: 'Essential Plan', package_amount: '49.00', package_status: 'Active' };
const annual = { id: 3, package_type: 'Pro Plan - Annual', package_amount: '180.00', package_status: 'Active' };

describe('PlanCard', () => {
  it('shows the price, period, badge, features and a button that chooses the plan', async () => {
    const onChoose = vi.fn();
    render(<PlanCard plan={essential} busy={false} locked={false} onChoose={onChoose} />);
    expect(screen.getByText('$49.00')).toBeTruthy();
    expect(screen.getByText('one-time')).toBeTruthy();
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Full access for one claim case')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Essential' }));
    expect(onChoose).toHaveBeenCalledWith(essential);
  });

  it('labels Pro Annual per year with the Save 25% badge', () => {
    render(<PlanCard plan={annual} busy={false} locked={false} onChoose={() => undefined} />);
    expect(screen.getByText('per year')).toBeTruthy();
    expect(screen.getByText('Save 25%')).toBeTruthy();
  });

  it("says 'Unavailable' and cannot be chosen unless the package is Active", () => {
    render(<PlanCard plan={{ ...essential, package_status: 'Inactive' }} busy={false} locked={false} onChoose={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Unavailable' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("says 'Processing...' while its checkout starts", () => {
    render(<PlanCard plan={essential} busy locked onChoose={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Processing...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
