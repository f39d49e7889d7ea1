import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { createdAt, flag, timestamp, updatedAt } from './columns.js';

export const Role = defineEntity({
  name: 'Role',
  tableName: 'role',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(64).unique(),
    createdAt: createdAt(),
    users: () => p.manyToMany(User).mappedBy('roles'),
  },
});
export type IRole = InferEntity<typeof Role>;

export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  // A list's text filter on the customer's name or company tests every user once (the lists' `fewRows` probe): with these
  // the database reads the narrow index instead of the whole rows (docs/decisions/lists-and-grids.md, `fewRows`).
  indexes: [{ properties: ['vorname', 'name'] }, { properties: ['firma'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    // Lowercased on write and in queries: e-mail addresses are unique case-insensitively.
    email: p.string().trim().lowercase().length(254).unique(),
    passwordHash: p.string().length(255).nullable().hidden(),
    vorname: p.string().length(100),
    name: p.string().length(100),
    firma: p.string().length(200).nullable(),
    keineFirma: flag(),
    strasse: p.string().length(100).default(''),
    hausnummer: p.string().length(25).default(''),
    plz: p.string().length(10).default(''),
    ort: p.string().length(100).default(''),
    telefon: p.string().length(50).default(''),
    emailConfirmed: flag(),
    datenschutzAkzeptiert: flag(),
    emailAntragGesendet: flag(),
    emailAntragBearbeitet: flag(),
    emailBearbeitungAbgeschlossen: flag(),
    newsletterAkzeptiert: flag(),
    // spec 000 §5: how the user found the portal (AUFMERKSAMKEIT).
    registrierungsGrund: p.string().length(64).nullable(),
    bemerkung: p.text().nullable(),
    meisterBereich: p.string().length(100).nullable(),
    // Accounts taken over from the older portal (spec 000 §2: forgotpassword?f=rlo).
    legacyMigrated: flag(),
    deletedAt: timestamp().nullable(),
    createdAt: createdAt().index(),
    updatedAt: updatedAt(),
    roles: () => p.manyToMany(Role).owner().pivotTable('user_role'),
  },
});
export type IUser = InferEntity<typeof User>;
