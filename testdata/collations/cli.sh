#!/bin/sh
# The DynamoDB table collations and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
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
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI4PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI4SK",
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
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI4",
      "KeySchema": [
        {
          "AttributeName": "GSI4PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI4SK",
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
  "TableName": "collations"
}'
}

# GetAccountByEmail (testdata/collations/input.sql:31:1): s2d_GetAccountByEmail email
s2d_GetAccountByEmail() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAccountByEmail email' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK",
    "#email": "email",
    "#id": "id",
    "#name": "name",
    "#org_id": "org_id",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ACCOUNT#EMAIL#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ACCOUNT#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "ProjectionExpression": "#id, #org_id, #email, #name, #status",
  "TableName": "collations"
}'
}

# GetAccountByExactEmail (testdata/collations/input.sql:37:1): s2d_GetAccountByExactEmail email
s2d_GetAccountByExactEmail() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAccountByExactEmail email' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK",
    "#email": "email",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":email": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":pk": {
      "S": "ACCOUNT#EMAIL#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ACCOUNT#"
    }
  },
  "FilterExpression": "#email = :email",
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "ProjectionExpression": "#id, #email",
  "TableName": "collations"
}'
}

# GetAccountByKey (testdata/collations/input.sql:40:1): s2d_GetAccountByKey api_key
s2d_GetAccountByKey() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAccountByKey api_key' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI4PK": "GSI4PK",
    "#GSI4SK": "GSI4SK",
    "#email": "email",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ACCOUNT#API_KEY#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ACCOUNT#"
    }
  },
  "IndexName": "GSI4",
  "KeyConditionExpression": "#GSI4PK = :pk AND begins_with(#GSI4SK, :sk)",
  "ProjectionExpression": "#id, #email",
  "TableName": "collations"
}'
}

# ListOrgAccounts (testdata/collations/input.sql:43:1): s2d_ListOrgAccounts org_id
s2d_ListOrgAccounts() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListOrgAccounts org_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#id": "id",
    "#name": "name",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ACCOUNT#ORG_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ACCOUNT#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #name, #status",
  "TableName": "collations"
}'
}

# SearchOrgAccounts (testdata/collations/input.sql:46:1): s2d_SearchOrgAccounts org_id name.prefix
s2d_SearchOrgAccounts() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_SearchOrgAccounts org_id name.prefix' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#id": "id",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ACCOUNT#ORG_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ACCOUNT#'"$(s2d_json "$2")"'"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #name",
  "TableName": "collations"
}'
}

# ListOrgNotes (testdata/collations/input.sql:49:1): s2d_ListOrgNotes org_id note
s2d_ListOrgNotes() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListOrgNotes org_id note' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#note": "note"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ACCOUNT#ORG_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ACCOUNT#'"$(s2d_json "$2")"'#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name, #note",
  "TableName": "collations"
}'
}
