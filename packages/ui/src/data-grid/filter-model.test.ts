import { CUSTOMER_LIST, NUMBER_OPS, TEXT_OPS, defineList, type TFilterDto } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import { describeFilter, filterDtoToModel, filterModelToDto, filterTypeFor } from './filter-model.js';

const LIST = defineList({
  key: 'test',
  title: 'Test',
  defaultPageSize: 50,
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  fields: {
    name: { type: 'text', label: 'Name' },
    anzahl: { type: 'number', label: 'Anzahl' },
    betrag: { type: 'money', label: 'Betrag' },
    createdAt: { type: 'datetime', label: 'Erstellt am' },
    baustart: { type: 'date', label: 'Baustart' },
    aktiv: { type: 'boolean', label: 'Aktiv' },
    status: {
      type: 'set',
      label: 'Status',
      options: [
        { value: 1, label: 'Neu' },
        { value: 2, label: 'Erledigt' },
      ],
    },
    intern: { type: 'text', label: 'Intern', filterable: false },
  },
});

describe('filter model ↔ filterDto', () => {
  it('maps every filter kind 1:1 and back', () => {
    const dto: TFilterDto = [
      { field: 'name', type: 'text', op: 'contains', value: 'Mül' },
      { field: 'anzahl', type: 'number', op: 'inRange', value: 1, valueTo: 5 },
      { field: 'betrag', type: 'number', op: 'greaterThan', value: 12.5 },
      { field: 'createdAt', type: 'date', op: 'lessThan', value: '2026-03-05' },
      { field: 'baustart', type: 'date', op: 'blank' },
      { field: 'aktiv', type: 'boolean', value: false },
      { field: 'status', type: 'set', values: [2] },
    ];
    const model = filterDtoToModel(dto);
    expect(model.name).toEqual({ type: 'text', op: 'contains', value: 'Mül' });
    expect(model).not.toHaveProperty('intern');
    expect(filterModelToDto(LIST, model)).toEqual(dto);
  });

  it('returns filters in catalogue order, whatever the order of the grid model', () => {
    const dto = filterModelToDto(LIST, {
      aktiv: { type: 'boolean', value: true },
      name: { type: 'text', op: 'startsWith', value: 'A' },
    });
    expect(dto.map((f) => f.field)).toEqual(['name', 'aktiv']);
  });

  it('drops unknown fields, non-filterable fields, wrong kinds, unknown operators and set values', () => {
    const dto = filterModelToDto(LIST, {
      gibtsNicht: { type: 'text', op: 'contains', value: 'x' },
      intern: { type: 'text', op: 'contains', value: 'x' },
      anzahl: { type: 'text', op: 'contains', value: '3' },
      name: { type: 'text', op: 'like', value: 'x' },
      status: { type: 'set', values: [3] },
      betrag: 'kaputt',
    });
    expect(dto).toEqual([]);
  });

  it('does not send incomplete filters (operator without value, range without end)', () => {
    expect(
      filterModelToDto(LIST, {
        name: { type: 'text', op: 'contains', value: '   ' },
        anzahl: { type: 'number', op: 'inRange', value: 1 },
        createdAt: { type: 'date', op: 'equals' },
      }),
    ).toEqual([]);
    expect(filterModelToDto(LIST, { name: { type: 'text', op: 'blank', value: '' } })).toEqual([
      { field: 'name', type: 'text', op: 'blank', value: '' },
    ]);
  });

  it('rejects dates that are not calendar days', () => {
    expect(filterModelToDto(LIST, { baustart: { type: 'date', op: 'equals', value: '05.03.2026' } })).toEqual([]);
  });

  it('accepts what the real customer list offers', () => {
    const dto = filterModelToDto(CUSTOMER_LIST, {
      registrierungsGrund: { type: 'set', values: ['Empfehlung', 'Webseite'] },
      newsletterAkzeptiert: { type: 'boolean', value: true },
    });
    expect(dto).toHaveLength(2);
  });

  it('knows which filter each field type takes', () => {
    expect(filterTypeFor('money')).toBe('number');
    expect(filterTypeFor('datetime')).toBe('date');
    expect(filterTypeFor('set')).toBe('set');
  });

  it('has a German label for every operator of the protocol', () => {
    for (const op of TEXT_OPS)
      expect(describeFilter(LIST.fields.name, { field: 'name', type: 'text', op, value: 'x' })).toMatch(/^Name /);
    for (const op of NUMBER_OPS)
      expect(describeFilter(LIST.fields.anzahl, { field: 'anzahl', type: 'number', op, value: 1, valueTo: 2 })).toMatch(
        /^Anzahl /,
      );
  });
});

describe('describeFilter', () => {
  it('reads as German sentences with German number, money and date formats', () => {
    expect(describeFilter(LIST.fields.name, { field: 'name', type: 'text', op: 'contains', value: 'Mül' })).toBe(
      'Name enthält „Mül“',
    );
    expect(describeFilter(LIST.fields.name, { field: 'name', type: 'text', op: 'notBlank', value: '' })).toBe(
      'Name ist nicht leer',
    );
    expect(
      describeFilter(LIST.fields.anzahl, { field: 'anzahl', type: 'number', op: 'inRange', value: 1, valueTo: 1500 }),
    ).toBe('Anzahl zwischen 1 und 1.500');
    expect(
      describeFilter(LIST.fields.betrag, { field: 'betrag', type: 'number', op: 'greaterThan', value: 12.5 }),
    ).toBe('Betrag > 12,50 €');
    expect(
      describeFilter(LIST.fields.createdAt, { field: 'createdAt', type: 'date', op: 'lessThan', value: '2026-03-05' }),
    ).toBe('Erstellt am bis einschließlich 05.03.2026');
    expect(describeFilter(LIST.fields.aktiv, { field: 'aktiv', type: 'boolean', value: true })).toBe('Aktiv: Ja');
    expect(describeFilter(LIST.fields.status, { field: 'status', type: 'set', values: [1, 2] })).toBe(
      'Status: Neu, Erledigt',
    );
    expect(describeFilter(LIST.fields.status, { field: 'status', type: 'set', values: [] })).toBe(
      'Status: keine Auswahl',
    );
  });
});
