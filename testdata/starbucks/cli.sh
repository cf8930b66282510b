#!/bin/sh
# The DynamoDB table starbucks and its access patterns, designed by sql2dynamo.
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
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
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
  "TableName": "starbucks"
}'
}

# StoresInCountry (testdata/starbucks/input.sql:16:1): needs country
StoresInCountry() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STORE#COUNTRY#'"${country}"'"
    },
    ":sk": {
      "S": "STORE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "starbucks"
}'
}

# StoresInState (testdata/starbucks/input.sql:19:1): needs country, state
StoresInState() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STORE#COUNTRY#'"${country}"'"
    },
    ":sk": {
      "S": "STORE#'"${state}"'#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "starbucks"
}'
}

# StoresInCity (testdata/starbucks/input.sql:22:1): needs country, state, city
StoresInCity() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STORE#COUNTRY#'"${country}"'"
    },
    ":sk": {
      "S": "STORE#'"${state}"'#'"${city}"'#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "starbucks"
}'
}

# StoresInZipCode (testdata/starbucks/input.sql:25:1): needs country, state, city, zip_code
StoresInZipCode() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STORE#COUNTRY#'"${country}"'"
    },
    ":sk": {
      "S": "STORE#'"${state}"'#'"${city}"'#'"${zip_code}"'#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "starbucks"
}'
}
