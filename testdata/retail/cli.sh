#!/bin/sh
# The DynamoDB table retail and its access patterns, designed by sql2dynamo.
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
  "TableName": "retail"
}'
}

# GetCustomer (testdata/retail/input.sql:36:1): s2d_GetCustomer customer_id
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
  "TableName": "retail"
}'
}

# GetCustomerOrders (testdata/retail/input.sql:40:1): s2d_GetCustomerOrders customer_id
s2d_GetCustomerOrders() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetCustomerOrders customer_id' >&2; return 2; }
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
      "S": "ORDER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "retail"
}'
}

# GetOrder (testdata/retail/input.sql:46:1): s2d_GetOrder order_id
s2d_GetOrder() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetOrder order_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "retail"
}'
}

# GetCustomerOrder (testdata/retail/input.sql:50:1): s2d_GetCustomerOrder order_id customer_id
s2d_GetCustomerOrder() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_GetCustomerOrder order_id customer_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#'"$(s2d_json "$2")"'"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK = :sk",
  "TableName": "retail"
}'
}

# GetCustomerInvoices (testdata/retail/input.sql:57:1): s2d_GetCustomerInvoices customer_id
s2d_GetCustomerInvoices() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetCustomerInvoices customer_id' >&2; return 2; }
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
      "S": "INVOICE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "retail"
}'
}

# GetInvoiceOrders (testdata/retail/input.sql:63:1): s2d_GetInvoiceOrders invoice_id
s2d_GetInvoiceOrders() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetInvoiceOrders invoice_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "INVOICE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "retail"
}'
}

# GetRecentOrders (testdata/retail/input.sql:70:1): s2d_GetRecentOrders customer_id
s2d_GetRecentOrders() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetRecentOrders customer_id' >&2; return 2; }
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
      "S": "ORDER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "Limit": 10,
  "ScanIndexForward": false,
  "TableName": "retail"
}'
}

# CountCustomerOrders (testdata/retail/input.sql:77:1): s2d_CountCustomerOrders customer_id
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
  "TableName": "retail"
}'
}

# RegisterCustomer (testdata/retail/input.sql:81:1): s2d_RegisterCustomer customer_id city email name
s2d_RegisterCustomer() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_RegisterCustomer customer_id city email name' >&2; return 2; }
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "PK": {
            "S": "CUSTOMER#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "CUSTOMER"
          },
          "_type": {
            "S": "customer"
          },
          "city": {
            "S": "'"$(s2d_json "$2")"'"
          },
          "customer_id": {
            "S": "'"$(s2d_json "$1")"'"
          },
          "email": {
            "S": "'"$(s2d_json "$3")"'"
          },
          "name": {
            "S": "'"$(s2d_json "$4")"'"
          }
        },
        "TableName": "retail"
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
            "S": "CUSTOMER#EMAIL#'"$(s2d_json "$3")"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "retail"
      }
    }
  ]
}'
}

# PlaceOrder (testdata/retail/input.sql:86:1): s2d_PlaceOrder order_id customer_id invoice_id order_date total
s2d_PlaceOrder() {
  [ "$#" -eq 5 ] || { printf '%s\n' 'usage: s2d_PlaceOrder order_id customer_id invoice_id order_date total' >&2; return 2; }
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
            "S": "ORDER#'"$(s2d_json "$1")"'"
          },
          "GSI1SK": {
            "S": "ORDER#'"$(s2d_json "$2")"'"
          },
          "GSI2PK": {
            "S": "INVOICE#'"$(s2d_json "$3")"'"
          },
          "GSI2SK": {
            "S": "ORDER#'"$(s2d_json "$1")"'"
          },
          "PK": {
            "S": "CUSTOMER#'"$(s2d_json "$2")"'"
          },
          "SK": {
            "S": "ORDER#'"$(s2d_json "$4")"'#'"$(s2d_json "$1")"'"
          },
          "_type": {
            "S": "orders"
          },
          "customer_id": {
            "S": "'"$(s2d_json "$2")"'"
          },
          "invoice_id": {
            "S": "'"$(s2d_json "$3")"'"
          },
          "order_date": {
            "S": "'"$(s2d_json "$4")"'"
          },
          "order_id": {
            "S": "'"$(s2d_json "$1")"'"
          },
          "status": {
            "S": "OPEN"
          },
          "total": {
            "N": "'"$(s2d_json "$5")"'"
          }
        },
        "TableName": "retail"
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
            "S": "ORDER#ORDER_ID#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "retail"
      }
    },
    {
      "Update": {
        "ExpressionAttributeNames": {
          "#_type": "_type",
          "#count": "count"
        },
        "ExpressionAttributeValues": {
          ":delta": {
            "N": "1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "ORDER#COUNT#CUSTOMER_ID#'"$(s2d_json "$2")"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "retail",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}

# ShipCustomerOrder (testdata/retail/input.sql:91:1): s2d_ShipCustomerOrder status customer_id order_date order_id
s2d_ShipCustomerOrder() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_ShipCustomerOrder status customer_id order_date order_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":status": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "CUSTOMER#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "ORDER#'"$(s2d_json "$3")"'#'"$(s2d_json "$4")"'"
    }
  },
  "TableName": "retail",
  "UpdateExpression": "SET #status = :status"
}'
}

# DeleteCustomerInvoice (testdata/retail/input.sql:95:1): s2d_DeleteCustomerInvoice customer_id invoice_id
s2d_DeleteCustomerInvoice() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_DeleteCustomerInvoice customer_id invoice_id' >&2; return 2; }
  aws dynamodb delete-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CUSTOMER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "INVOICE#'"$(s2d_json "$2")"'"
    }
  },
  "TableName": "retail"
}'
}
