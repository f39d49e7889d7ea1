// Finds bare status numbers (issue 43): a numeric literal compared with, switched on, assigned to or stored under a name
// of a status family (status, stufe, aktion, prioritaet …). Named constants live in the definition files only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** Names that hold a status family's value: `antragStatus`, `rechnung.status`, `naechsteStufe`, `aktion`, `prioritaet`. */
const FAMILY = /(?:status|stufe|aktion|prioritaet|projekt|vorgangsart|persontyp)$/i;
/** Status families are small numbers; HTTP statuses (100–599) have their own constants and are not this test's. */
const MAX_FAMILY_VALUE = 99;
/** SQL in a string or template: `status = 7`, `m.stufe < 4`, `antrag_status in (9, 10)`. */
const SQL_LITERAL =
  /\b[a-z_.]*(?:status|stufe|aktion|prioritaet|projekt|vorgangsart|person_?typ)\s*(?:=|<>|!=|<=|>=|<|>|(?:\bnot\s+)?\bin\s*\()\s*\d/i;

export interface TFinding {
  file: string;
  line: number;
  text: string;
}

const nameOf = (e: ts.Node): string | null => {
  if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e)) return nameOf(e.expression);
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isElementAccessExpression(e) && ts.isStringLiteralLike(e.argumentExpression)) return e.argumentExpression.text;
  return null;
};
const isFamily = (e: ts.Node): boolean => {
  const n = nameOf(e);
  return n !== null && FAMILY.test(n);
};
const isSmallNumber = (e: ts.Node): boolean => {
  if (ts.isParenthesizedExpression(e)) return isSmallNumber(e.expression);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken) return isSmallNumber(e.operand);
  return ts.isNumericLiteral(e) && Number(e.text) <= MAX_FAMILY_VALUE;
};
/** An ORM filter operator (MikroORM): `{ antragStatus: { $ne: 1 } }`, `{ status: { $in: [6, 9] } }`. */
const FILTER_OPERATOR = /^\$(?:eq|ne|in|nin|lt|lte|gt|gte)$/;
/** A value position holding a bare number: `7`, `a ? 9 : 8`, `x ?? 1`, `{ $ne: 1 }`, `[6, 9]`. */
const holdsBareNumber = (e: ts.Node): boolean => {
  if (isSmallNumber(e)) return true;
  if (ts.isArrayLiteralExpression(e)) return e.elements.some(isSmallNumber);
  if (ts.isObjectLiteralExpression(e))
    return e.properties.some(
      (p) =>
        ts.isPropertyAssignment(p) &&
        FILTER_OPERATOR.test(p.name.getText().replace(/['"]/g, '')) &&
        holdsBareNumber(p.initializer),
    );
  if (ts.isParenthesizedExpression(e)) return holdsBareNumber(e.expression);
  if (ts.isConditionalExpression(e)) return holdsBareNumber(e.whenTrue) || holdsBareNumber(e.whenFalse);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return holdsBareNumber(e.right);
  return false;
};

const COMPARE_OR_ASSIGN = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.EqualsToken,
]);

/** Every bare status number in one source text. */
export function findBareStatusNumbers(fileName: string, source: string): TFinding[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: TFinding[] = [];
  const report = (n: ts.Node): void => {
    const { line } = sf.getLineAndCharacterOfPosition(n.getStart(sf));
    out.push({ file: fileName, line: line + 1, text: n.getText(sf).replace(/\s+/g, ' ').slice(0, 120) });
  };
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && COMPARE_OR_ASSIGN.has(n.operatorToken.kind)) {
      if (
        (isFamily(n.left) && holdsBareNumber(n.right)) ||
        (n.operatorToken.kind !== ts.SyntaxKind.EqualsToken && isFamily(n.right) && isSmallNumber(n.left))
      )
        report(n);
    } else if (ts.isSwitchStatement(n) && isFamily(n.expression)) {
      for (const c of n.caseBlock.clauses) if (ts.isCaseClause(c) && isSmallNumber(c.expression)) report(c.expression);
    } else if (ts.isPropertyAssignment(n) && FAMILY.test(n.name.getText(sf).replace(/['"]/g, ''))) {
      if (holdsBareNumber(n.initializer)) report(n);
    } else if (ts.isVariableDeclaration(n) && n.initializer && isFamily(n.name) && holdsBareNumber(n.initializer)) {
      report(n);
    } else if (ts.isParameter(n) && n.initializer && isFamily(n.name) && holdsBareNumber(n.initializer)) {
      report(n);
    } else if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'includes' &&
      ts.isArrayLiteralExpression(n.expression.expression) &&
      n.expression.expression.elements.some(isSmallNumber) &&
      n.arguments.some(isFamily)
    ) {
      report(n);
    } else if (
      (ts.isNoSubstitutionTemplateLiteral(n) ||
        ts.isTemplateHead(n) ||
        ts.isTemplateMiddle(n) ||
        ts.isTemplateTail(n) ||
        ts.isStringLiteral(n)) &&
      SQL_LITERAL.test(n.text)
    ) {
      report(n);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

const MENTIONS_FAMILY = /status|stufe|aktion|prioritaet|projekt|vorgangsart|person_?typ/i;

const SKIP_DIRS = new Set(['node_modules', 'dist', 'artifacts', 'coverage', '.turbo', 'migrations']);

function* sourceFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) yield* sourceFiles(join(dir, e.name));
    } else if (/\.(?:ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts')) {
      yield join(dir, e.name);
    }
  }
}

/** Every bare status number under apps/ and packages/ of the repository, but for the files `skip` accepts. */
export function scanRepository(root: string, skip: (relPath: string) => boolean): TFinding[] {
  const out: TFinding[] = [];
  for (const top of ['apps', 'packages']) {
    for (const file of sourceFiles(join(root, top))) {
      const rel = relative(root, file).split(sep).join('/');
      if (skip(rel)) continue;
      const text = readFileSync(file, 'utf8');
      // most files name no status family at all: those need no parse
      if (MENTIONS_FAMILY.test(text)) out.push(...findBareStatusNumbers(rel, text));
    }
  }
  return out;
}
