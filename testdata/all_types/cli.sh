#!/bin/sh
# The DynamoDB table all_types and its access patterns, designed by sql2dynamo.
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
  "TableName": "all_types"
}'
}

# GetGadget (testdata/all_types/input.sql:51:1): needs id
GetGadget() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "GADGET#'"${id}"'"
    },
    "SK": {
      "S": "GADGET"
    }
  },
  "TableName": "all_types"
}'
}

# GetGadgetByCode (testdata/all_types/input.sql:54:1): needs code
GetGadgetByCode() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK",
    "#color": "color",
    "#id": "id",
    "#name": "name",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#CODE#'"${code}"'"
    },
    ":sk": {
      "S": "GADGET#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "ProjectionExpression": "#id, #name, #price, #color",
  "TableName": "all_types"
}'
}

# ListGadgetsByColor (testdata/all_types/input.sql:57:1): needs color
ListGadgetsByColor() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#COLOR#'"${color}"'"
    },
    ":sk": {
      "S": "GADGET#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 10,
  "ProjectionExpression": "#id, #name, #price",
  "ScanIndexForward": false,
  "TableName": "all_types"
}'
}

# TagGadget (testdata/all_types/input.sql:66:1): needs label_id, gadget_id
TagGadget() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "LABEL#'"${label_id}"'"
    },
    "GSI1SK": {
      "S": "GADGET_LABEL#'"${gadget_id}"'"
    },
    "PK": {
      "S": "GADGET#'"${gadget_id}"'"
    },
    "SK": {
      "S": "GADGET_LABEL#'"${label_id}"'"
    },
    "_type": {
      "S": "gadget_labels"
    },
    "gadget_id": {
      "N": "'"${gadget_id}"'"
    },
    "label_id": {
      "N": "'"${label_id}"'"
    }
  },
  "TableName": "all_types"
}'
}

# RenameGadget (testdata/all_types/input.sql:69:1): needs name, id
RenameGadget() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":name": {
      "S": "'"${name}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "GADGET#'"${id}"'"
    },
    "SK": {
      "S": "GADGET"
    }
  },
  "TableName": "all_types",
  "UpdateExpression": "SET #name = :name"
}'
}

# GetGadgetWithLabelIDs (testdata/all_types/input.sql:72:1): needs id
GetGadgetWithLabelIDs() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#_type": "_type",
    "#added_on": "added_on",
    "#label_id": "label_id",
    "#name": "name",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#'"${id}"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "ProjectionExpression": "#name, #price, #label_id, #added_on, #_type",
  "TableName": "all_types"
}'
}

# ListPricedBetween (testdata/all_types/input.sql:77:1): needs color, price_lo, price_hi
ListPricedBetween() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#COLOR#'"${color}"'"
    },
    ":sk": {
      "S": "GADGET#'"${price_lo}"'"
    },
    ":sk2": {
      "S": "GADGET#'"${price_hi}"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #name, #price",
  "TableName": "all_types"
}'
}

# ListUnnoted (testdata/all_types/input.sql:82:1): needs color
ListUnnoted() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#notes": "notes"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#COLOR#'"${color}"'"
    },
    ":sk": {
      "S": "GADGET#"
    }
  },
  "FilterExpression": "attribute_not_exists(#notes)",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name",
  "TableName": "all_types"
}'
}

# ListByYear (testdata/all_types/input.sql:85:1): needs made_year
ListByYear() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#bits": "bits",
    "#id": "id",
    "#made_year": "made_year",
    "#opens_at": "opens_at",
    "#tags": "tags"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#MADE_YEAR#'"${made_year}"'"
    },
    ":sk": {
      "S": "GADGET#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #made_year, #opens_at, #bits, #tags",
  "TableName": "all_types"
}'
}
