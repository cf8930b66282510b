// Validates every CloudFormation template named on the command line with cfn-lint's own validator, in one
// process: starting cfn-lint once per template took a second each. Its verdict is the command's
// (cfn-lint validate says "Template valid!" exactly when templateValid is not false), and a template that
// does not parse fails as the command would. Loaded after cfn-spec.cjs (node --require), as the command is.
const path = require("path");
const api = require(path.join(process.cwd(), "node_modules", "cfn-lint", "lib", "api.js"));
let failed = 0;
for (const file of process.argv.slice(2)) {
  let result;
  try {
    result = api.validateFile(file, {});
  } catch (err) {
    failed++;
    console.log(`${file}: unable to parse the template: ${err.message}`);
    continue;
  }
  if (result.templateValid === false) {
    failed++;
    console.log(`${file}: template invalid:\n${JSON.stringify(result.errors, null, 2)}`);
  }
}
console.log(`${process.argv.length - 2 - failed} of ${process.argv.length - 2} templates valid`);
process.exit(failed > 0 ? 1 : 0);
