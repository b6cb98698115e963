// A local ESLint rule: no bare number stands for a state of the specs in server or web code.
//
// The specs' state machines (attempt, live class, learn-list, package, ...) are named enums in
// packages/domain. Where code compares, assigns or filters a value whose name says it is a state
// (a name ending in status, stage or state, optionally followed by an id suffix: status,
// attempt_status_id, live_class_status, stage, set_bookmark_state, statusId), a numeric literal is
// refused: the named member says which state is meant.
//
// Reported:
//   - a comparison (=== !== == != < > <= >=) of such a name with a number;
//   - an assignment, a declaration, a default value or an object property of such a name given a
//     number (also through `cond ? 1 : 2`, `x ?? 1`, `1 as Status`);
//   - `case 2:` in a switch on such a name;
//   - a number given to a function named like that (`setStatus(id, 3)`);
//   - `[2, 3].includes(a.status)`;
//   - a query-builder call shaped (column, operator, value) whose column is such a name:
//     `.where('status', '=', 2)`, `.where('a.status', 'in', [2, 3])`, `eb('stage', '<', 3)`.
//
// Not reported: HTTP status codes (100 to 599), which are no state of the specs and are named by
// their number everywhere; numbers beside names that are not states (status_code, statusCode,
// stages, React's useState). A zero is reported like any other number: some states are zero (a
// bookmark unset, an Olympiad enrollment not opened yet). Where a zero is not a state (the web's
// ApiError status when no answer arrived) it gets a name too (NO_ANSWER in lib/api-error.ts).
//
// Tests (eslint-rules/no-status-literal.test.js) list what is reported and what is not.

const STATE_NAME = /(status|stage|state)(_?id)?$/i;
const COMPARISON = new Set(['===', '!==', '==', '!=', '<', '>', '<=', '>=']);
const QUERY_OPERATORS = new Set(['=', '==', '!=', '<>', '<', '>', '<=', '>=', 'in', 'not in', 'is', 'is not']);

const isHttpStatus = (value) => Number.isInteger(value) && value >= 100 && value <= 599;

/** The expression with TypeScript's wrappers and optional chains taken off. */
function unwrap(node) {
  let n = node;
  while (
    n &&
    (n.type === 'TSAsExpression' ||
      n.type === 'TSSatisfiesExpression' ||
      n.type === 'TSNonNullExpression' ||
      n.type === 'TSTypeAssertion' ||
      n.type === 'ChainExpression')
  ) {
    n = n.expression;
  }
  return n;
}

/** The name an expression is known by: an identifier, a member's property, or null. */
function nameOf(node) {
  const n = unwrap(node);
  if (!n) return null;
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'MemberExpression') {
    if (!n.computed && n.property.type === 'Identifier') return n.property.name;
    if (n.computed && n.property.type === 'Literal' && typeof n.property.value === 'string') return n.property.value;
  }
  return null;
}

/** A property key's name (`status:`, `'status':`), or null. */
function keyName(property) {
  if (property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal' && typeof property.key.value === 'string') return property.key.value;
  return null;
}

const isStateName = (name) => typeof name === 'string' && STATE_NAME.test(name);

/** The numeric value of a literal (`2`, `-1`), or undefined. */
function numberOf(node) {
  const n = unwrap(node);
  if (!n) return undefined;
  if (n.type === 'Literal' && typeof n.value === 'number') return n.value;
  if (n.type === 'UnaryExpression' && (n.operator === '-' || n.operator === '+')) {
    const inner = numberOf(n.argument);
    return inner === undefined ? undefined : n.operator === '-' ? -inner : inner;
  }
  return undefined;
}

/** The numeric literals a value may turn out to be: itself, or the branches of ?:, ?? and ||. */
function numericLeaves(node) {
  const n = unwrap(node);
  if (!n) return [];
  if (numberOf(n) !== undefined) return [n];
  if (n.type === 'ConditionalExpression') return [...numericLeaves(n.consequent), ...numericLeaves(n.alternate)];
  if (n.type === 'LogicalExpression') return [...numericLeaves(n.left), ...numericLeaves(n.right)];
  return [];
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Refuse numeric literals used as state values (status, stage, state); use the named enum of @esc/domain.',
    },
    schema: [],
    messages: {
      bare: "The number {{value}} stands for a state of '{{name}}': use the named member from @esc/domain.",
    },
  },
  create(context) {
    const report = (node, name) => {
      const value = numberOf(node);
      if (value === undefined || isHttpStatus(value)) return;
      context.report({ node, messageId: 'bare', data: { value: String(value), name } });
    };
    const reportLeaves = (value, name) => {
      for (const leaf of numericLeaves(value)) report(leaf, name);
    };

    return {
      BinaryExpression(node) {
        if (!COMPARISON.has(node.operator)) return;
        const left = nameOf(node.left);
        const right = nameOf(node.right);
        if (isStateName(left)) reportLeaves(node.right, left);
        if (isStateName(right)) reportLeaves(node.left, right);
      },
      AssignmentExpression(node) {
        const name = nameOf(node.left);
        if (isStateName(name)) reportLeaves(node.right, name);
      },
      AssignmentPattern(node) {
        const name = nameOf(node.left);
        if (isStateName(name)) reportLeaves(node.right, name);
      },
      VariableDeclarator(node) {
        const name = node.id.type === 'Identifier' ? node.id.name : null;
        if (isStateName(name) && node.init) reportLeaves(node.init, name);
      },
      Property(node) {
        if (node.parent.type !== 'ObjectExpression') return;
        const name = keyName(node);
        if (isStateName(name)) reportLeaves(node.value, name);
      },
      PropertyDefinition(node) {
        const name = keyName(node);
        if (isStateName(name) && node.value) reportLeaves(node.value, name);
      },
      SwitchStatement(node) {
        const name = nameOf(node.discriminant);
        if (!isStateName(name)) return;
        for (const c of node.cases) if (c.test) reportLeaves(c.test, name);
      },
      CallExpression(node) {
        const callee = nameOf(node.callee);
        // setStatus(id, 3), reply.status(404) (an HTTP code, let through); not React's useState(0)
        if (isStateName(callee) && !/^use[A-Z]/.test(callee))
          for (const arg of node.arguments) reportLeaves(arg, callee);
        // [2, 3].includes(a.status)
        const target = unwrap(node.callee);
        if (
          target?.type === 'MemberExpression' &&
          ['includes', 'indexOf'].includes(nameOf(target)) &&
          unwrap(target.object)?.type === 'ArrayExpression' &&
          isStateName(nameOf(node.arguments[0]))
        ) {
          const name = nameOf(node.arguments[0]);
          for (const el of unwrap(target.object).elements) if (el) reportLeaves(el, name);
        }
        // .where('a.status', '=', 2), eb('stage', 'in', [1, 2])
        const [column, operator, value] = node.arguments;
        if (
          column?.type === 'Literal' &&
          typeof column.value === 'string' &&
          operator?.type === 'Literal' &&
          typeof operator.value === 'string' &&
          QUERY_OPERATORS.has(operator.value.toLowerCase()) &&
          value
        ) {
          const name = column.value.split('.').pop();
          if (!isStateName(name)) return;
          const v = unwrap(value);
          if (v.type === 'ArrayExpression') {
            for (const el of v.elements) if (el) reportLeaves(el, name);
          } else {
            reportLeaves(v, name);
          }
        }
      },
    };
  },
};
