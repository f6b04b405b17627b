import type { Locator } from '@playwright/test';

/** Fills every field of the admin's Create Member form for one member, as an admin types them. */
export async function fillMemberForm(form: Locator, { name, email }: { name: string; email: string }) {
  await form.getByLabel('Title').selectOption('Mrs');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('State of Origin').fill('Anambra');
  await form.getByLabel('Date of Birth').fill('1988-04-12');
  await form.getByLabel('Place of Residence').fill('Bodija, Ibadan');
  await form.getByLabel('Type of Work').fill('Nurse');
  await form.getByLabel('Company Name').fill('UCH Ibadan');
  await form.getByLabel('Position Held').fill('Senior Nurse');
  await form.getByLabel('Educational Status').fill('BSc Nursing');
  await form.getByLabel('Marital Status').selectOption('Married');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
}
