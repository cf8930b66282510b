#!/bin/sh
# The DynamoDB table hostile_names and its access patterns, designed by sql2dynamo.
# Set the variables a pattern names (customer_id=...) before running its call; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).
set -eu

create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "hostile_names"
}'
}

# GetNote (testdata/hostile_names/input.sql:15:1): needs id
GetNote() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "NOTES$(TOUCH PWNED)#'"${id}"'"
    },
    "SK": {
      "S": "NOTES$(TOUCH PWNED)"
    }
  },
  "TableName": "hostile_names"
}'
}

# ListFlagged (testdata/hostile_names/input.sql:20:1)
ListFlagged() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "NOTES$(TOUCH PWNED)#STATUS#it'\''s $(touch pwned) `x` \\ */\nrequire(\"child_process\").execSync(\"touch pwned\")"
    },
    ":sk": {
      "S": "NOTES$(TOUCH PWNED)#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "hostile_names"
}'
}

# ListByTemplate (testdata/hostile_names/input.sql:24:1): needs y, tmpl_x
ListByTemplate() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#body_tick": "body`tick",
    "#id": "id",
    "#quote_s": "quote\"s",
    "#tmpl_x": "tmpl$x"
  },
  "ExpressionAttributeValues": {
    ":body_tick": {
      "S": "$'"${y}"' `touch pwned` \\ */"
    },
    ":pk": {
      "S": "NOTES$(TOUCH PWNED)#TMPL$X#'"${tmpl_x}"'"
    },
    ":sk": {
      "S": "NOTES$(TOUCH PWNED)#"
    }
  },
  "FilterExpression": "attribute_exists(#body_tick) AND #body_tick <> :body_tick",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #tmpl_x, #quote_s",
  "TableName": "hostile_names"
}'
}
