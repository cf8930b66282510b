#!/bin/sh
# The DynamoDB table unserved and its access patterns, designed by sql2dynamo.
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
    },
    {
      "AttributeName": "GSI5PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI5SK",
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
    },
    {
      "IndexName": "GSI5",
      "KeySchema": [
        {
          "AttributeName": "GSI5PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI5SK",
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
  "TableName": "unserved"
}'
}

# GetCustomer (testdata/unserved/input.sql:21:1): s2d_GetCustomer customer_id
s2d_GetCustomer() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetCustomer customer_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CUSTOMER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "CUSTOMER"
    }
  },
  "TableName": "unserved"
}'
}

# ListCustomerOrdersSince (testdata/unserved/input.sql:25:1): s2d_ListCustomerOrdersSince customer_id order_date
s2d_ListCustomerOrdersSince() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListCustomerOrdersSince customer_id order_date' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "ORDER$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "unserved"
}'
}

# CountCustomerOrders (testdata/unserved/input.sql:28:1): s2d_CountCustomerOrders customer_id
s2d_CountCustomerOrders() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CountCustomerOrders customer_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#count": "count"
  },
  "Key": {
    "PK": {
      "S": "ORDER#COUNT#CUSTOMER_ID#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "COUNT"
    }
  },
  "ProjectionExpression": "#count",
  "TableName": "unserved"
}'
}

# BigOrdersOfCustomer (testdata/unserved/input.sql:41:1): s2d_BigOrdersOfCustomer customer_id order_date total
s2d_BigOrdersOfCustomer() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_BigOrdersOfCustomer customer_id order_date total' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#total": "total"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "ORDER$"
    },
    ":total": {
      "N": "'"$(s2d_json "$3")"'"
    }
  },
  "FilterExpression": "#total > :total",
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "unserved"
}'
}

# AllCustomers (testdata/unserved/input.sql:44:1)
s2d_AllCustomers() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_AllCustomers' >&2; return 2; }
  aws dynamodb scan --cli-input-json '{
  "ExpressionAttributeNames": {
    "#_type": "_type"
  },
  "ExpressionAttributeValues": {
    ":_type": {
      "S": "customer"
    }
  },
  "FilterExpression": "#_type = :_type",
  "TableName": "unserved"
}'
}

# LatestOrders (testdata/unserved/input.sql:47:1)
s2d_LatestOrders() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_LatestOrders' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI5PK": "GSI5PK",
    "#GSI5SK": "GSI5SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#ALL"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI5",
  "KeyConditionExpression": "#GSI5PK = :pk AND begins_with(#GSI5SK, :sk)",
  "Limit": 10,
  "ScanIndexForward": false,
  "TableName": "unserved"
}'
}

# ListOpenOrders (testdata/unserved/input.sql:58:1)
s2d_ListOpenOrders() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_ListOpenOrders' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI4PK": "GSI4PK",
    "#GSI4SK": "GSI4SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#STATUS#OPEN"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI4",
  "KeyConditionExpression": "#GSI4PK = :pk AND begins_with(#GSI4SK, :sk)",
  "TableName": "unserved"
}'
}

# LatestShippedOrders (testdata/unserved/input.sql:67:1)
s2d_LatestShippedOrders() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_LatestShippedOrders' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#STATUS#SHIPPED"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 20,
  "ScanIndexForward": false,
  "TableName": "unserved"
}'
}

# CustomerOrderStatuses (testdata/unserved/input.sql:74:1): s2d_CustomerOrderStatuses customer_id
s2d_CustomerOrderStatuses() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CustomerOrderStatuses customer_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#status",
  "TableName": "unserved"
}'
}
