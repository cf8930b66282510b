#!/bin/sh
# The DynamoDB table upserts and its access patterns, designed by sql2dynamo.
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
  "TableName": "upserts"
}'
}

# GetProductBySku (testdata/upserts/input.sql:52:1): needs sku
GetProductBySku() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "PRODUCT#SKU#'"${sku}"'"
    },
    "SK": {
      "S": "PRODUCT"
    }
  },
  "TableName": "upserts"
}'
}

# GetProduct (testdata/upserts/input.sql:55:1): needs id
GetProduct() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PRODUCT#'"${id}"'"
    },
    ":sk": {
      "S": "PRODUCT"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK = :sk",
  "TableName": "upserts"
}'
}

# ListSupplierProducts (testdata/upserts/input.sql:58:1): needs supplier_id
ListSupplierProducts() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SUPPLIER#'"${supplier_id}"'"
    },
    ":sk": {
      "S": "PRODUCT#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "upserts"
}'
}

# LedgerSince (testdata/upserts/input.sql:70:1): needs account_id, day
LedgerSince() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#day": "day",
    "#entries": "entries",
    "#net": "net"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LEDGER_DAY#ACCOUNT_ID#'"${account_id}"'"
    },
    ":sk": {
      "S": "LEDGER_DAY#'"${day}"'"
    },
    ":sk2": {
      "S": "LEDGER_DAY$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#day, #net, #entries",
  "TableName": "upserts"
}'
}

# PutSetting (testdata/upserts/input.sql:73:1): needs user_id, setting_key, setting_value, updated_at
PutSetting() {
  aws dynamodb put-item --cli-input-json '{
  "Item": {
    "PK": {
      "S": "USER_SETTING#USER_ID#'"${user_id}"'"
    },
    "SK": {
      "S": "USER_SETTING#'"${setting_key}"'"
    },
    "_type": {
      "S": "user_settings"
    },
    "setting_key": {
      "S": "'"${setting_key}"'"
    },
    "setting_value": {
      "S": "'"${setting_value}"'"
    },
    "updated_at": {
      "S": "'"${updated_at}"'"
    },
    "user_id": {
      "N": "'"${user_id}"'"
    }
  },
  "TableName": "upserts"
}'
}

# GetSettings (testdata/upserts/input.sql:76:1): needs user_id
GetSettings() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#setting_key": "setting_key",
    "#setting_value": "setting_value",
    "#updated_at": "updated_at"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER_SETTING#USER_ID#'"${user_id}"'"
    },
    ":sk": {
      "S": "USER_SETTING#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#setting_key, #setting_value, #updated_at",
  "TableName": "upserts"
}'
}

# GetFlag (testdata/upserts/input.sql:83:1): needs flag
GetFlag() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "FEATURE_FLAG#'"${flag}"'"
    },
    "SK": {
      "S": "FEATURE_FLAG"
    }
  },
  "TableName": "upserts"
}'
}

# FollowTag (testdata/upserts/input.sql:86:1): needs user_id, tag
FollowTag() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "PK": {
      "S": "TAG_FOLLOW#USER_ID#'"${user_id}"'"
    },
    "SK": {
      "S": "TAG_FOLLOW#'"${tag}"'"
    },
    "_type": {
      "S": "tag_follows"
    },
    "tag": {
      "S": "'"${tag}"'"
    },
    "user_id": {
      "N": "'"${user_id}"'"
    }
  },
  "TableName": "upserts"
}'
}

# FollowedTags (testdata/upserts/input.sql:89:1): needs user_id
FollowedTags() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#tag": "tag"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TAG_FOLLOW#USER_ID#'"${user_id}"'"
    },
    ":sk": {
      "S": "TAG_FOLLOW#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#tag",
  "TableName": "upserts"
}'
}
