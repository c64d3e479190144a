import type { Page } from '@playwright/test';

/** Fills the dashboard's claim form with one stolen car in Austin, insured by State Farm (no file chosen). */
export async function fillCarTheftClaim(page: Page) {
  await page.getByLabel('Type of claim').selectOption('Car Theft');
  await page.getByLabel('What happened').fill('My car was stolen from the driveway overnight.');
  await page.getByLabel('Date of incident').fill('2026-01-10');
  await page.getByLabel('Country of incident').selectOption('United States');
  await page.getByLabel(/state \/ province/i).selectOption('TX');
  await page.getByLabel('City of incident').fill('Austin');
  await page.getByLabel('Insurance company').fill('State Farm');
  await page.getByLabel('Policy number').fill('SF-2024-77');
  await page.getByLabel('Police report number').fill('APD-991');
}
