#!/bin/sh
# The DynamoDB table retail and its access patterns, designed by sql2dynamo.
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
  "TableName": "retail"
}'
}

# GetCustomer (testdata/retail/input.sql:36:1): needs customer_id
GetCustomer() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    "SK": {
      "S": "CUSTOMER"
    }
  },
  "TableName": "retail"
}'
}

# GetCustomerOrders (testdata/retail/input.sql:40:1): needs customer_id
GetCustomerOrders() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "retail"
}'
}

# GetOrder (testdata/retail/input.sql:46:1): needs order_id
GetOrder() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#'"${order_id}"'"
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

# GetCustomerOrder (testdata/retail/input.sql:50:1): needs order_id, customer_id
GetCustomerOrder() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#'"${order_id}"'"
    },
    ":sk": {
      "S": "ORDER#'"${customer_id}"'"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK = :sk",
  "TableName": "retail"
}'
}

# GetCustomerInvoices (testdata/retail/input.sql:57:1): needs customer_id
GetCustomerInvoices() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    ":sk": {
      "S": "INVOICE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "retail"
}'
}

# GetInvoiceOrders (testdata/retail/input.sql:63:1): needs invoice_id
GetInvoiceOrders() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "INVOICE#'"${invoice_id}"'"
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

# GetRecentOrders (testdata/retail/input.sql:70:1): needs customer_id
GetRecentOrders() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"${customer_id}"'"
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

# CountCustomerOrders (testdata/retail/input.sql:77:1): needs customer_id
CountCustomerOrders() {
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#count": "count"
  },
  "Key": {
    "PK": {
      "S": "ORDER#COUNT#CUSTOMER_ID#'"${customer_id}"'"
    },
    "SK": {
      "S": "COUNT"
    }
  },
  "ProjectionExpression": "#count",
  "TableName": "retail"
}'
}

# RegisterCustomer (testdata/retail/input.sql:81:1): needs customer_id, city, email, name
RegisterCustomer() {
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
            "S": "CUSTOMER#'"${customer_id}"'"
          },
          "SK": {
            "S": "CUSTOMER"
          },
          "_type": {
            "S": "customer"
          },
          "city": {
            "S": "'"${city}"'"
          },
          "customer_id": {
            "S": "'"${customer_id}"'"
          },
          "email": {
            "S": "'"${email}"'"
          },
          "name": {
            "S": "'"${name}"'"
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
            "S": "CUSTOMER#EMAIL#'"${email}"'"
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

# PlaceOrder (testdata/retail/input.sql:86:1): needs order_id, customer_id, invoice_id, order_date, total
PlaceOrder() {
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
            "S": "ORDER#'"${order_id}"'"
          },
          "GSI1SK": {
            "S": "ORDER#'"${customer_id}"'"
          },
          "GSI2PK": {
            "S": "INVOICE#'"${invoice_id}"'"
          },
          "GSI2SK": {
            "S": "ORDER#'"${order_id}"'"
          },
          "PK": {
            "S": "CUSTOMER#'"${customer_id}"'"
          },
          "SK": {
            "S": "ORDER#'"${order_date}"'#'"${order_id}"'"
          },
          "_type": {
            "S": "orders"
          },
          "customer_id": {
            "S": "'"${customer_id}"'"
          },
          "invoice_id": {
            "S": "'"${invoice_id}"'"
          },
          "order_date": {
            "S": "'"${order_date}"'"
          },
          "order_id": {
            "S": "'"${order_id}"'"
          },
          "status": {
            "S": "OPEN"
          },
          "total": {
            "N": "'"${total}"'"
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
            "S": "ORDER#ORDER_ID#'"${order_id}"'"
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
            "S": "ORDER#COUNT#CUSTOMER_ID#'"${customer_id}"'"
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

# ShipCustomerOrder (testdata/retail/input.sql:91:1): needs status, customer_id, order_date, order_id
ShipCustomerOrder() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":status": {
      "S": "'"${status}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    "SK": {
      "S": "ORDER#'"${order_date}"'#'"${order_id}"'"
    }
  },
  "TableName": "retail",
  "UpdateExpression": "SET #status = :status"
}'
}

# DeleteCustomerInvoice (testdata/retail/input.sql:95:1): needs customer_id, invoice_id
DeleteCustomerInvoice() {
  aws dynamodb delete-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    "SK": {
      "S": "INVOICE#'"${invoice_id}"'"
    }
  },
  "TableName": "retail"
}'
}
