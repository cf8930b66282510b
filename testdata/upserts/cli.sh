#!/bin/sh
# The DynamoDB table upserts and its access patterns, designed by sql2dynamo.
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

# GetProductBySku (testdata/upserts/input.sql:52:1): s2d_GetProductBySku sku
s2d_GetProductBySku() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetProductBySku sku' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "PRODUCT#SKU#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "PRODUCT"
    }
  },
  "TableName": "upserts"
}'
}

# GetProduct (testdata/upserts/input.sql:55:1): s2d_GetProduct id
s2d_GetProduct() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetProduct id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PRODUCT#'"$(s2d_json "$1")"'"
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

# ListSupplierProducts (testdata/upserts/input.sql:58:1): s2d_ListSupplierProducts supplier_id
s2d_ListSupplierProducts() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListSupplierProducts supplier_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SUPPLIER#'"$(s2d_json "$1")"'"
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

# LedgerSince (testdata/upserts/input.sql:70:1): s2d_LedgerSince account_id day
s2d_LedgerSince() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_LedgerSince account_id day' >&2; return 2; }
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
      "S": "LEDGER_DAY#ACCOUNT_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LEDGER_DAY#'"$(s2d_json "$2")"'"
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

# PutSetting (testdata/upserts/input.sql:73:1): s2d_PutSetting user_id setting_key setting_value updated_at
s2d_PutSetting() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_PutSetting user_id setting_key setting_value updated_at' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "Item": {
    "PK": {
      "S": "USER_SETTING#USER_ID#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER_SETTING#'"$(s2d_json "$2")"'"
    },
    "_type": {
      "S": "user_settings"
    },
    "setting_key": {
      "S": "'"$(s2d_json "$2")"'"
    },
    "setting_value": {
      "S": "'"$(s2d_json "$3")"'"
    },
    "updated_at": {
      "S": "'"$(s2d_json "$4")"'"
    },
    "user_id": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "upserts"
}'
}

# GetSettings (testdata/upserts/input.sql:76:1): s2d_GetSettings user_id
s2d_GetSettings() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetSettings user_id' >&2; return 2; }
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
      "S": "USER_SETTING#USER_ID#'"$(s2d_json "$1")"'"
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

# GetFlag (testdata/upserts/input.sql:83:1): s2d_GetFlag flag
s2d_GetFlag() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetFlag flag' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "FEATURE_FLAG#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "FEATURE_FLAG"
    }
  },
  "TableName": "upserts"
}'
}

# FollowTag (testdata/upserts/input.sql:86:1): s2d_FollowTag user_id tag
s2d_FollowTag() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_FollowTag user_id tag' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "PK": {
      "S": "TAG_FOLLOW#USER_ID#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "TAG_FOLLOW#'"$(s2d_json "$2")"'"
    },
    "_type": {
      "S": "tag_follows"
    },
    "tag": {
      "S": "'"$(s2d_json "$2")"'"
    },
    "user_id": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "upserts"
}'
}

# FollowedTags (testdata/upserts/input.sql:89:1): s2d_FollowedTags user_id
s2d_FollowedTags() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_FollowedTags user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#tag": "tag"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TAG_FOLLOW#USER_ID#'"$(s2d_json "$1")"'"
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
