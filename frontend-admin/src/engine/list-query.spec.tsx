import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { i18n } from '../i18n/i18n';
import { FilterForm } from './FilterForm';
import { useListRoute } from './list-route';
import { editSearch, parseRecordRoute } from './record-route';
import type { FieldDefinition } from './resource-definition';

describe('useListRoute', () => {
  function listRouteAt(url: string) {
    let search = '';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    const hook = renderHook(
      () => {
        search = useLocation().search;
        return useListRoute();
      },
      { wrapper },
    );
    return { hook, query: () => Object.fromEntries(new URLSearchParams(search)) };
  }

  afterEach(cleanup);

  it('reads filter, search, sort and page from the URL', () => {
    const { hook } = listRouteAt('/carriers?filter={"country":"DE"}&search=post&sortBy=name:desc&page=3');
    expect(hook.result.current[0]).toEqual({ filter: { country: 'DE' }, search: 'post', sortBy: 'name:desc', page: 3 });
  });

  it.each([
    ['no query', '', { filter: {}, search: '', sortBy: undefined, page: 1 }],
    ['broken filter JSON', '?filter={"country"', { filter: {}, search: '', sortBy: undefined, page: 1 }],
    ['a filter that is a list', '?filter=[1]', { filter: {}, search: '', sortBy: undefined, page: 1 }],
    ['a sort without direction', '?sortBy=name', { filter: {}, search: '', sortBy: undefined, page: 1 }],
    ['a sort with a bad field', '?sortBy=na%20me:asc', { filter: {}, search: '', sortBy: undefined, page: 1 }],
    ['page 0', '?page=0', { filter: {}, search: '', sortBy: undefined, page: 1 }],
    ['page 2.5', '?page=2.5', { filter: {}, search: '', sortBy: undefined, page: 1 }],
    ['page text', '?page=two', { filter: {}, search: '', sortBy: undefined, page: 1 }],
  ])('reads a hand-edited link with %s as the plain list', (_case, query, expected) => {
    expect(listRouteAt(`/carriers${query}`).hook.result.current[0]).toEqual(expected);
  });

  it('writes changes back: empty values and page 1 leave the URL, search words trimmed', () => {
    const { hook, query } = listRouteAt('/carriers?page=4');
    act(() => hook.result.current[1]({ filter: { country: 'DE' }, search: '  post  ', sortBy: 'name:asc', page: 1 }));
    expect(query()).toEqual({ filter: '{"country":"DE"}', search: 'post', sortBy: 'name:asc' });
    act(() => hook.result.current[1]({ page: 2 }));
    expect(hook.result.current[0]).toEqual({ filter: { country: 'DE' }, search: 'post', sortBy: 'name:asc', page: 2 });
    act(() => hook.result.current[1]({ filter: {}, search: '   ', sortBy: undefined }));
    expect(query()).toEqual({ page: '2' });
  });
});

describe('parseRecordRoute', () => {
  it.each([
    ['?', { view: 'list' }],
    ['?action=new', { view: 'new' }],
    ['?action=new&_id=7', { view: 'new' }],
    ['?action=edit&_id=7', { view: 'edit', id: '7' }],
    ['?_id=7', { view: 'edit', id: '7' }],
    ['?id=7', { view: 'edit', id: '7' }],
    ['?edit=7', { view: 'edit', id: '7' }],
    ['?action=edit', { view: 'list' }],
    ['?action=view&_id=7', { view: 'list' }],
  ])('%s', (query, expected) => {
    expect(parseRecordRoute(new URLSearchParams(query))).toEqual(expected);
  });

  it('reads back the link editSearch makes, whatever the id holds', () => {
    const id = 'a b&c=d/é';
    expect(parseRecordRoute(new URLSearchParams(editSearch(id)))).toEqual({ view: 'edit', id });
  });
});

describe('FilterForm', () => {
  const fields: readonly FieldDefinition[] = [
    { name: 'name', label: 'fields.name', kind: 'text' },
    { name: 'order', label: 'fields.order', kind: 'number' },
    { name: 'disabled', label: 'fields.disabled', kind: 'boolean' },
  ];

  afterEach(cleanup);

  function renderForm(filter: Record<string, unknown>) {
    const onSubmit = jest.fn<(filter: Record<string, unknown>) => void>();
    render(
      <I18nextProvider i18n={i18n}>
        <FilterForm fields={fields} filter={filter} onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    return onSubmit;
  }

  it('sends the filled fields in their types, trimmed, and nothing for the empty ones', async () => {
    const onSubmit = renderForm({});
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  UPS  ');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Order' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'UPS', order: 7 });
  });

  it('sends a yes/no field as a boolean', async () => {
    const onSubmit = renderForm({ disabled: false });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ disabled: false });
  });

  it("keeps a deep link's keys the form has no field for, shown as chips that remove them", async () => {
    const onSubmit = renderForm({ name: 'UPS', contentType: 'news' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('UPS');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ contentType: 'news' });

    const chip = screen.getByText('contentType: news').closest('.MuiChip-root') as HTMLElement;
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'UPS' });
  });

  it('clears the whole filter', async () => {
    const onSubmit = renderForm({ name: 'UPS' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSubmit).toHaveBeenLastCalledWith({});
  });
});
