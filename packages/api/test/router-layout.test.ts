// One procedure convention and one router layout (issue 43): the builders of src/procedures.ts are the only place
// that says who may call a procedure; a router domain is a folder with a file per procedure and an index.ts that is a
// flat map; services that take a role's context do not check that role again. Read from the sources by the
// TypeScript parser, so a file added later is held to the same shape.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const ROUTERS = join(SRC, 'routers');
const SERVICES = join(SRC, 'services');

/** The builders a procedure file may start from (src/procedures.ts). */
const BUILDERS = new Set([
  'publicProcedure',
  'signedInProcedure',
  'staffProcedure',
  'adminProcedure',
  'officeProcedure',
  'applicantProcedure',
  'antragOwnerProcedure',
  'operatorLinkProcedure',
]);
/** The role contexts of procedures.ts: a service taking one of them has the role guaranteed. */
const ROLE_CONTEXTS = new Set(['StaffContext', 'AdminContext', 'OfficeContext', 'ApplicantContext']);
/** Calls and reads that check a role. */
const ROLE_CHECKS = new Set([
  'isCaseWorker',
  'isStaff',
  'isAdmin',
  'asRole',
  'asStaff',
  'assertCaseWorker',
  'requireCaseWorker',
]);

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const parse = (file: string): ts.SourceFile =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function importsOf(sf: ts.SourceFile): { module: string; names: string[] }[] {
  return sf.statements.filter(ts.isImportDeclaration).map((d) => {
    const bindings = d.importClause?.namedBindings;
    return {
      module: (d.moduleSpecifier as ts.StringLiteral).text,
      names: bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => e.name.text) : [],
    };
  });
}

/** The identifier a call chain `a(…).b(…).c(…)` starts from. */
function rootOf(expr: ts.Expression): string | null {
  let e: ts.Expression = expr;
  for (;;) {
    if (ts.isCallExpression(e)) e = e.expression;
    else if (ts.isPropertyAccessExpression(e)) e = e.expression;
    else if (ts.isParenthesizedExpression(e)) e = e.expression;
    else break;
  }
  return ts.isIdentifier(e) ? e.text : null;
}

/** Every property name called in a chain (`.use`, `.input`, …). */
function calledMembers(node: ts.Node): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) out.push(n.expression.name.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

const domains = readdirSync(ROUTERS).filter((name) => statSync(join(ROUTERS, name)).isDirectory());

describe('procedures: one convention', () => {
  it('only procedures.ts builds on the tRPC roots; no other file defines a builder or a middleware', () => {
    const offenders: string[] = [];
    for (const file of tsFiles(SRC)) {
      if (file.endsWith('/procedures.ts') || file.endsWith('/trpc.ts')) continue;
      const sf = parse(file);
      for (const imp of importsOf(sf)) {
        if (!imp.module.endsWith('/trpc.js')) continue;
        const roots = imp.names.filter((n) => n === 'baseProcedure' || n === 'authedProcedure');
        if (roots.length > 0) offenders.push(`${file}: imports ${roots.join(', ')}`);
      }
      if (file.startsWith(ROUTERS) && calledMembers(sf).includes('use')) offenders.push(`${file}: calls .use()`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('routers: one layout', () => {
  it('finds the domains', () => {
    expect(domains.length).toBeGreaterThan(20);
  });

  for (const domain of domains) {
    it(`${domain}: index.ts is a flat map of the procedure files, each file one procedure from a builder`, () => {
      const dir = join(ROUTERS, domain);
      const problems: string[] = [];
      const index = parse(join(dir, 'index.ts'));
      const keys: string[] = [];
      for (const st of index.statements) {
        if (ts.isImportDeclaration(st)) {
          const module = (st.moduleSpecifier as ts.StringLiteral).text;
          const names = importsOf(index).find((i) => i.module === module)?.names ?? [];
          if (module === '../../trpc.js' && names.join() === 'router') continue;
          const procedure = names.length === 1 && names[0]?.endsWith('Procedure') ? names[0] : null;
          if (!procedure || module !== `./${kebab(procedure.replace(/Procedure$/, ''))}.js`)
            problems.push(`index.ts imports ${names.join(', ')} from ${module}`);
          continue;
        }
        const decls = ts.isVariableStatement(st) ? st.declarationList.declarations : undefined;
        const init = decls?.length === 1 ? decls[0]?.initializer : undefined;
        if (!init || !ts.isCallExpression(init) || rootOf(init) !== 'router') {
          problems.push(`index.ts: a statement other than the router: ${st.getText().slice(0, 60)}`);
          continue;
        }
        const map = init.arguments[0];
        if (!map || !ts.isObjectLiteralExpression(map)) {
          problems.push('index.ts: router() takes no object literal');
          continue;
        }
        for (const prop of map.properties) {
          const key = prop.name && ts.isIdentifier(prop.name) ? prop.name.text : '?';
          keys.push(key);
          if (!ts.isPropertyAssignment(prop) || prop.initializer.getText() !== `${key}Procedure`)
            problems.push(`index.ts: ${key} is not \`${key}: ${key}Procedure\``);
        }
      }
      const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'samples.ts');
      expect(files.sort()).toEqual(keys.map((k) => `${kebab(k)}.ts`).sort());
      for (const file of files) {
        const sf = parse(join(dir, file));
        const key = keys.find((k) => `${kebab(k)}.ts` === file) ?? '?';
        const exported = sf.statements.filter(
          (st) => ts.isVariableStatement(st) && st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
        );
        const procedures = exported.flatMap((st) => (st as ts.VariableStatement).declarationList.declarations);
        if (procedures.length !== 1 || procedures[0]?.name.getText() !== `${key}Procedure`)
          problems.push(`${file}: exports ${procedures.map((p) => p.name.getText()).join(', ')}, not ${key}Procedure`);
        const root = procedures[0]?.initializer ? rootOf(procedures[0].initializer) : null;
        if (!root || !BUILDERS.has(root)) problems.push(`${file}: starts from ${root}, not a builder of procedures.ts`);
        const fromProcedures = importsOf(sf).find((i) => i.module === '../../procedures.js');
        if (!fromProcedures || !fromProcedures.names.includes(root ?? ''))
          problems.push(`${file}: ${root} is not imported from procedures.ts`);
        for (const st of sf.statements) {
          if (!ts.isVariableStatement(st) || exported.includes(st)) continue;
          for (const d of st.declarationList.declarations) {
            const r = d.initializer ? rootOf(d.initializer) : null;
            if (r && BUILDERS.has(r)) problems.push(`${file}: ${d.name.getText()} is a builder of its own`);
          }
        }
      }
      if (readdirSync(dir).includes('samples.ts')) {
        const sf = parse(join(dir, 'samples.ts'));
        for (const imp of importsOf(sf))
          if (imp.module.endsWith('/procedures.js') || imp.module.endsWith('/trpc.js'))
            problems.push(`samples.ts imports ${imp.module}: samples are data only`);
      }
      expect(problems).toEqual([]);
    });
  }
});

/** The function-like bodies of a file whose first parameter is typed with a role context. */
function roleTypedFunctions(sf: ts.SourceFile): { name: string; role: string; body: ts.Node }[] {
  const out: { name: string; role: string; body: ts.Node }[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isFunctionDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && n.body) {
      const type = n.parameters[0]?.type;
      const role = type && ts.isTypeReferenceNode(type) ? type.typeName.getText() : '';
      if (ROLE_CONTEXTS.has(role)) {
        const name = ts.isFunctionDeclaration(n) ? (n.name?.text ?? '?') : n.parent.getText().slice(0, 40);
        out.push({ name, role, body: n.body });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function roleChecksIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      if (ts.isIdentifier(callee) && ROLE_CHECKS.has(callee.text)) found.push(callee.text);
      // ctx.session.user.roles.includes(…) / .some(…)
      if (
        ts.isPropertyAccessExpression(callee) &&
        ['includes', 'some'].includes(callee.name.text) &&
        ts.isPropertyAccessExpression(callee.expression) &&
        callee.expression.name.text === 'roles'
      )
        found.push(callee.getText());
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

describe('services: no role re-check under a role procedure', () => {
  it('a service taking a role context checks no role', () => {
    const offenders: string[] = [];
    for (const file of tsFiles(SERVICES)) {
      for (const fn of roleTypedFunctions(parse(file))) {
        const checks = roleChecksIn(fn.body);
        if (checks.length > 0) offenders.push(`${file}: ${fn.name} (${fn.role}) checks ${checks.join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

/**
 * The role checks left in services, per file: each serves a caller outside a role procedure (a file route of
 * apps/server, a signed-in procedure that branches on the role) or is an access helper its callers still reach with a
 * plain signed-in context. A new one fails here until it is reviewed: under a role procedure, take the role's context.
 */
const REVIEWED_ROLE_CHECKS: Record<string, number> = {
  'angebot/angebot.service.ts': 2,
  'antrag/antrag-access.ts': 3,
  'antrag/dateien.service.ts': 1,
  'auftrag/auftrag-access.ts': 4,
  'auftrag/positionen.service.ts': 1,
  'export/list-exports.service.ts': 1,
  'mahnung/mahnung-access.ts': 2,
  'mahnung/mahnung.service.ts': 3,
  'nutzer/nutzer-admin.service.ts': 6,
  'nutzer/nutzer-list.service.ts': 1,
  'pdfprocessing/pdfprocessing.service.ts': 1,
  'mailversand/anhang.service.ts': 3,
  'rechnung/rechnung-access.ts': 1,
  'versorger-dateien/link-access.ts': 1,
};

describe('services: the role checks left are reviewed', () => {
  it('no file checks a role more often than reviewed', () => {
    const counts: Record<string, number> = {};
    for (const file of tsFiles(SERVICES)) {
      const n = roleChecksIn(parse(file)).length;
      if (n > 0) counts[file.slice(SERVICES.length + 1)] = n;
    }
    const over = Object.entries(counts).filter(([file, n]) => n > (REVIEWED_ROLE_CHECKS[file] ?? 0));
    expect(over).toEqual([]);
  });
});
