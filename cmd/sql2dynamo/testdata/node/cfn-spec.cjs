// cfn-lint 1.9.7, the npm package's last release, carries a resource specification from before DynamoDB's
// deletion protection (2023). Loaded with node --require, this adds that property of AWS::DynamoDB::Table
// as CloudFormation's current specification has it, so that the linter checks the rest of the template.
const path = require("path");
const spec = require(path.join(process.cwd(), "node_modules", "cfn-lint", "data", "aws_resources_specification.json"));
spec.ResourceTypes["AWS::DynamoDB::Table"].Properties.DeletionProtectionEnabled = {
  Documentation: "http://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-resource-dynamodb-table.html#cfn-dynamodb-table-deletionprotectionenabled",
  PrimitiveType: "Boolean",
  Required: false,
  UpdateType: "Mutable",
};
