#!/bin/sh
# The DynamoDB table unserved and its access patterns, designed by sql2dynamo.
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
  "TableName": "unserved"
}'
}

# GetCustomer (testdata/unserved/input.sql:21:1): needs customer_id
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
  "TableName": "unserved"
}'
}

# ListCustomerOrdersSince (testdata/unserved/input.sql:25:1): needs customer_id, order_date
ListCustomerOrdersSince() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    ":sk": {
      "S": "ORDER#'"${order_date}"'"
    },
    ":sk2": {
      "S": "ORDER$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "TableName": "unserved"
}'
}

# CountCustomerOrders (testdata/unserved/input.sql:28:1): needs customer_id
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
  "TableName": "unserved"
}'
}

# BigOrdersOfCustomer (testdata/unserved/input.sql:41:1): needs customer_id, order_date, total
BigOrdersOfCustomer() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#total": "total"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    ":sk": {
      "S": "ORDER#'"${order_date}"'"
    },
    ":sk2": {
      "S": "ORDER$"
    },
    ":total": {
      "N": "'"${total}"'"
    }
  },
  "FilterExpression": "#total > :total",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "TableName": "unserved"
}'
}

# AllCustomers (testdata/unserved/input.sql:44:1)
AllCustomers() {
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

# LatestOrders (testdata/unserved/input.sql:47:1): needs _shard
LatestOrders() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI4PK": "GSI4PK",
    "#GSI4SK": "GSI4SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#ALL#'"${_shard}"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI4",
  "KeyConditionExpression": "#GSI4PK = :pk AND begins_with(#GSI4SK, :sk)",
  "Limit": 10,
  "ScanIndexForward": false,
  "TableName": "unserved"
}'
}

# ListOpenOrders (testdata/unserved/input.sql:57:1): needs _shard
ListOpenOrders() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#STATUS#OPEN#'"${_shard}"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "TableName": "unserved"
}'
}

# LatestShippedOrders (testdata/unserved/input.sql:66:1): needs _shard
LatestShippedOrders() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#STATUS#SHIPPED#'"${_shard}"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "Limit": 20,
  "ScanIndexForward": false,
  "TableName": "unserved"
}'
}

# CustomerOrderStatuses (testdata/unserved/input.sql:73:1): needs customer_id
CustomerOrderStatuses() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#status",
  "TableName": "unserved"
}'
}
