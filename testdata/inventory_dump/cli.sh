#!/bin/sh
# The DynamoDB table inventory_dump and its access patterns, designed by sql2dynamo.
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
  "TableName": "inventory_dump"
}'
}

# GetWarehouseByCode (testdata/inventory_dump/input.sql:83:1): needs code
GetWarehouseByCode() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "WAREHOUSE#CODE#'"${code}"'"
    },
    "SK": {
      "S": "WAREHOUSE"
    }
  },
  "TableName": "inventory_dump"
}'
}

# ListLowStock (testdata/inventory_dump/input.sql:86:1): needs warehouse_id
ListLowStock() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#qty": "qty",
    "#sku": "sku",
    "#warehouse_id": "warehouse_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "WAREHOUSE#'"${warehouse_id}"'"
    },
    ":qty": {
      "N": "10"
    },
    ":sk": {
      "S": "STOCK_ITEM#"
    }
  },
  "FilterExpression": "#qty < :qty",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #sku, #qty, #warehouse_id",
  "TableName": "inventory_dump"
}'
}

# ListExpensive (testdata/inventory_dump/input.sql:92:1): needs warehouse_id, unit_cost
ListExpensive() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#id": "id",
    "#sku": "sku",
    "#unit_cost": "unit_cost"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "WAREHOUSE#'"${warehouse_id}"'"
    },
    ":sk": {
      "S": "STOCK_ITEM#'"${unit_cost}"'"
    },
    ":sk2": {
      "S": "STOCK_ITEM$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #sku, #unit_cost",
  "TableName": "inventory_dump"
}'
}

# GetStock (testdata/inventory_dump/input.sql:98:1): needs id
GetStock() {
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#qty": "qty",
    "#sku": "sku"
  },
  "Key": {
    "PK": {
      "S": "STOCK_ITEM#'"${id}"'"
    },
    "SK": {
      "S": "STOCK_ITEM"
    }
  },
  "ProjectionExpression": "#sku, #qty",
  "TableName": "inventory_dump"
}'
}

# ListArchived (testdata/inventory_dump/input.sql:101:1): needs warehouse_id, archived_at
ListArchived() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STOCK_ARCHIVE#WAREHOUSE_ID#'"${warehouse_id}"'"
    },
    ":sk": {
      "S": "STOCK_ARCHIVE#'"${archived_at}"'"
    },
    ":sk2": {
      "S": "STOCK_ARCHIVE$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "inventory_dump"
}'
}

# AddStock (testdata/inventory_dump/input.sql:104:1): needs warehouse_id, id, unit_cost, created_at, qty, sku
AddStock() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "WAREHOUSE#'"${warehouse_id}"'"
    },
    "GSI1SK": {
      "S": "STOCK_ITEM#'"${id}"'"
    },
    "GSI2PK": {
      "S": "WAREHOUSE#'"${warehouse_id}"'"
    },
    "GSI2SK": {
      "S": "STOCK_ITEM#'"${unit_cost}"'#'"${id}"'"
    },
    "PK": {
      "S": "STOCK_ITEM#'"${id}"'"
    },
    "SK": {
      "S": "STOCK_ITEM"
    },
    "_type": {
      "S": "stock_item"
    },
    "created_at": {
      "S": "'"${created_at}"'"
    },
    "id": {
      "N": "'"${id}"'"
    },
    "qty": {
      "N": "'"${qty}"'"
    },
    "sku": {
      "S": "'"${sku}"'"
    },
    "unit_cost": {
      "N": "'"${unit_cost}"'"
    },
    "warehouse_id": {
      "N": "'"${warehouse_id}"'"
    }
  },
  "TableName": "inventory_dump"
}'
}
