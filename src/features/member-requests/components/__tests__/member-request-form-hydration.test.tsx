import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/testing/test-utils';
import { MemberRequestForm } from '@/features/member-requests/components/member-request-form';

function formPage() {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/member-requisition']}>
        <MemberRequestForm />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** The page as prerendered, before its scripts run: plain HTML the visitor can already fill in. */
function showPrerenderedForm(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(formPage());
  document.body.append(container);
  return container;
}

function fill(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `[name="${name}"]`,
  );
  if (!field) throw new Error(`the prerendered form has no field named ${name}`);
  field.value = value;
}

describe('the member request form, filled in before its scripts arrive', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps what the visitor typed when it hydrates, and shows the field their type asks for', async () => {
    const container = showPrerenderedForm();
    expect(container.querySelector('[name="amount"]')).toBeNull();
    fill(container, 'name', 'Ngozi Eze');
    fill(container, 'type', 'raise');
    fill(container, 'description', 'Transport to the Saki outreach');

    render(formPage(), { container, hydrate: true });

    expect(await screen.findByLabelText(/^Amount \(in Naira\)/)).toHaveValue(null);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ngozi Eze');
    expect(screen.getByLabelText(/^Application Type/)).toHaveValue('raise');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Transport to the Saki outreach');
    expect(screen.getByText(/^30\/\d+/)).toBeInTheDocument();
  });

  it('hydrates an untouched form with its fields empty', async () => {
    const container = showPrerenderedForm();

    render(formPage(), { container, hydrate: true });

    expect(await screen.findByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Application Type/)).toHaveValue('');
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
  });
});
