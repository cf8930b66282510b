#!/bin/sh
# The DynamoDB table memberships and its access patterns, designed by sql2dynamo.
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
  "TableName": "memberships"
}'
}

# ListUserGroups (testdata/memberships/input.sql:33:1): needs user_id, joined_at_lo, joined_at_hi
ListUserGroups() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"${user_id}"'"
    },
    ":sk": {
      "S": "MEMBERSHIP#'"${joined_at_lo}"'"
    },
    ":sk2": {
      "S": "MEMBERSHIP#'"${joined_at_hi}"'#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "ScanIndexForward": false,
  "TableName": "memberships"
}'
}

# TopUsers (testdata/memberships/input.sql:36:1)
TopUsers() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#banned_at": "banned_at",
    "#id": "id",
    "#karma": "karma",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#ALL"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "FilterExpression": "attribute_not_exists(#banned_at)",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 5,
  "ProjectionExpression": "#id, #name, #karma",
  "ScanIndexForward": false,
  "TableName": "memberships"
}'
}

# MembersExceptRole (testdata/memberships/input.sql:42:1): needs group_id
MembersExceptRole() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#role": "role"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GROUP#'"${group_id}"'"
    },
    ":role": {
      "S": "owner"
    },
    ":role2": {
      "S": "admin"
    },
    ":sk": {
      "S": "MEMBERSHIP#"
    }
  },
  "FilterExpression": "attribute_exists(#role) AND NOT (#role IN (:role, :role2))",
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "memberships"
}'
}

# JoinGroup (testdata/memberships/input.sql:45:1): needs user_id, joined_at, group_id, role
JoinGroup() {
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "GSI1PK": {
            "S": "USER#'"${user_id}"'"
          },
          "GSI1SK": {
            "S": "MEMBERSHIP#'"${joined_at}"'#'"${group_id}"'"
          },
          "PK": {
            "S": "GROUP#'"${group_id}"'"
          },
          "SK": {
            "S": "MEMBERSHIP#'"${joined_at}"'#'"${user_id}"'"
          },
          "_type": {
            "S": "memberships"
          },
          "group_id": {
            "N": "'"${group_id}"'"
          },
          "joined_at": {
            "S": "'"${joined_at}"'"
          },
          "role": {
            "S": "'"${role}"'"
          },
          "user_id": {
            "N": "'"${user_id}"'"
          }
        },
        "TableName": "memberships"
      }
    },
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "PK": {
            "S": "MEMBERSHIP#USER_ID#GROUP_ID#'"${user_id}"'#'"${group_id}"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "memberships"
      }
    }
  ]
}'
}
