// Local ESLint plugin with one rule: every `eslint-disable` comment says why on the same comment, after ` -- `
// (ESLint's own syntax for a directive's description), e.g.
//   // eslint-disable-next-line no-console -- the CLI's output is its interface
// A bare disable hides a finding with no trace of the reason; a reason lets a reviewer judge it.

const DIRECTIVE = /^\s*(eslint-disable(?:-next-line|-line)?)(?=\s|$)/;

/** @type {import('eslint').Rule.RuleModule} */
const disableNeedsReason = {
  meta: {
    type: 'problem',
    docs: { description: 'Require a reason (after " -- ") on every eslint-disable comment' },
    schema: [],
    messages: {
      missing:
        '"{{directive}}" needs a reason on the same comment: `{{directive}} <rules> -- why this is fine here`.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = DIRECTIVE.exec(comment.value);
          if (!match) continue;
          const rest = comment.value.slice(match[0].length);
          const separator = rest.search(/\s--\s/);
          const reason = separator === -1 ? '' : rest.slice(separator).replace(/^\s--\s/, '').replace(/^\s*\*\s*/gm, '').trim();
          if (!reason) context.report({ loc: comment.loc, messageId: 'missing', data: { directive: match[1] } });
        }
      },
    };
  },
};

export const wonderkinPlugin = {
  meta: { name: 'wonderkin' },
  rules: { 'disable-needs-reason': disableNeedsReason },
};
