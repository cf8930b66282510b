#!/bin/sh
# The DynamoDB table binary_keys and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# An argument named name.base64 is a binary column's value outside a key (a B attribute): its bytes in base64,
# as the AWS CLI reads B; the same value inside a key is the argument name, in the report's key encoding.
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
  "TableName": "binary_keys"
}'
}

# GetDevice (testdata/binary_keys/input.sql:49:1): s2d_GetDevice id
s2d_GetDevice() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetDevice id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "DEVICE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "DEVICE"
    }
  },
  "TableName": "binary_keys"
}'
}

# GetDeviceByFingerprint (testdata/binary_keys/input.sql:52:1): s2d_GetDeviceByFingerprint fingerprint
s2d_GetDeviceByFingerprint() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetDeviceByFingerprint fingerprint' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#id": "id",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "DEVICE#FINGERPRINT#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "DEVICE#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #name",
  "TableName": "binary_keys"
}'
}

# ListAccountDevices (testdata/binary_keys/input.sql:55:1): s2d_ListAccountDevices account_id
s2d_ListAccountDevices() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListAccountDevices account_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#created_at": "created_at",
    "#id": "id",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "DEVICE#ACCOUNT_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "DEVICE#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name, #created_at",
  "TableName": "binary_keys"
}'
}

# ListOtherAccountDevices (testdata/binary_keys/input.sql:58:1): s2d_ListOtherAccountDevices id.base64 account_id
s2d_ListOtherAccountDevices() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListOtherAccountDevices id.base64 account_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":id": {
      "B": "'"$(s2d_json "$1")"'"
    },
    ":pk": {
      "S": "DEVICE#ACCOUNT_ID#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "DEVICE#"
    }
  },
  "FilterExpression": "#id <> :id",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name",
  "TableName": "binary_keys"
}'
}

# GetSessionByToken (testdata/binary_keys/input.sql:61:1): s2d_GetSessionByToken token
s2d_GetSessionByToken() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetSessionByToken token' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#device_id": "device_id",
    "#expires_at": "expires_at",
    "#id": "id",
    "#ip": "ip",
    "#payload": "payload"
  },
  "Key": {
    "PK": {
      "S": "SESSION#TOKEN#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "SESSION"
    }
  },
  "ProjectionExpression": "#id, #device_id, #ip, #payload, #expires_at",
  "TableName": "binary_keys"
}'
}

# ListDeviceSessions (testdata/binary_keys/input.sql:64:1): s2d_ListDeviceSessions device_id
s2d_ListDeviceSessions() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListDeviceSessions device_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK",
    "#expires_at": "expires_at",
    "#id": "id",
    "#token": "token"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SESSION#DEVICE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SESSION#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "ProjectionExpression": "#id, #token, #expires_at",
  "TableName": "binary_keys"
}'
}

# ListDeviceSessionsFrom (testdata/binary_keys/input.sql:67:1): s2d_ListDeviceSessionsFrom device_id token
s2d_ListDeviceSessionsFrom() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListDeviceSessionsFrom device_id token' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK",
    "#id": "id",
    "#token": "token"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SESSION#DEVICE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SESSION#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "SESSION$"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND #GSI3SK BETWEEN :sk AND :sk2",
  "Limit": 10,
  "ProjectionExpression": "#id, #token",
  "TableName": "binary_keys"
}'
}

# ListDeviceSessionsFromAddress (testdata/binary_keys/input.sql:73:1): s2d_ListDeviceSessionsFromAddress device_id ip
s2d_ListDeviceSessionsFromAddress() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListDeviceSessionsFromAddress device_id ip' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#expires_at": "expires_at",
    "#id": "id",
    "#token": "token"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SESSION#DEVICE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SESSION#'"$(s2d_json "$2")"'#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #token, #expires_at",
  "TableName": "binary_keys"
}'
}

# CreateDevice (testdata/binary_keys/input.sql:76:1): s2d_CreateDevice account_id id fingerprint created_at fingerprint.base64 id.base64 name
s2d_CreateDevice() {
  [ "$#" -eq 7 ] || { printf '%s\n' 'usage: s2d_CreateDevice account_id id fingerprint created_at fingerprint.base64 id.base64 name' >&2; return 2; }
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
            "S": "DEVICE#ACCOUNT_ID#'"$(s2d_json "$1")"'"
          },
          "GSI1SK": {
            "S": "DEVICE#'"$(s2d_json "$2")"'"
          },
          "GSI2PK": {
            "S": "DEVICE#FINGERPRINT#'"$(s2d_json "$3")"'"
          },
          "GSI2SK": {
            "S": "DEVICE#'"$(s2d_json "$2")"'"
          },
          "PK": {
            "S": "DEVICE#'"$(s2d_json "$2")"'"
          },
          "SK": {
            "S": "DEVICE"
          },
          "_type": {
            "S": "devices"
          },
          "account_id": {
            "N": "'"$(s2d_json "$1")"'"
          },
          "created_at": {
            "S": "'"$(s2d_json "$4")"'"
          },
          "fingerprint": {
            "B": "'"$(s2d_json "$5")"'"
          },
          "id": {
            "B": "'"$(s2d_json "$6")"'"
          },
          "name": {
            "S": "'"$(s2d_json "$7")"'"
          }
        },
        "TableName": "binary_keys"
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
            "S": "DEVICE#FINGERPRINT#'"$(s2d_json "$3")"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "binary_keys"
      }
    }
  ]
}'
}

# SetSessionPayload (testdata/binary_keys/input.sql:82:1): s2d_SetSessionPayload payload.base64 token
s2d_SetSessionPayload() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_SetSessionPayload payload.base64 token' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#payload": "payload"
  },
  "ExpressionAttributeValues": {
    ":payload": {
      "B": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SESSION#TOKEN#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "SESSION"
    }
  },
  "TableName": "binary_keys",
  "UpdateExpression": "SET #payload = :payload"
}'
}

# DeleteSession (testdata/binary_keys/input.sql:88:1): s2d_DeleteSession token
s2d_DeleteSession() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_DeleteSession token' >&2; return 2; }
  aws dynamodb delete-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "SESSION#TOKEN#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "SESSION"
    }
  },
  "TableName": "binary_keys"
}'
}
